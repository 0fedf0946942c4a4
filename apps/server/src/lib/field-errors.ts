// A field error names what the client sent, so it is clipped: a client's 10,000-character key or
// thousands of unknown keys are not echoed back.
const FIELD_NAME_MAX = 100;
const FIELDS_MAX = 50;

/**
 * The field errors of a 400 (field → messages), as the client's fields are found. Built in a Map: a
 * client's key may be `__proto__`, `constructor` or `toString`, which on a plain object would read
 * (or set) an inherited property instead of a field. `toObject` then defines each key as an own
 * property, which JSON.stringify writes as is.
 */
export class FieldErrorList {
  private readonly fields = new Map<string, string[]>();
  /** The message found first: the 400's own message. */
  first: string | undefined;

  add(field: string, message: string) {
    const name = field.length > FIELD_NAME_MAX ? `${field.slice(0, FIELD_NAME_MAX)}…` : field;
    const list = this.fields.get(name);
    if (list) {
      if (!list.includes(message)) list.push(message);
    } else if (this.fields.size < FIELDS_MAX) {
      this.fields.set(name, [message]);
    }
    this.first ??= message;
  }

  toObject(): Record<string, string[]> {
    return Object.fromEntries(this.fields);
  }
}
