/**
 * `work`'s answer, or undefined when it has not answered within `ms` (it goes on; its late answer
 * is dropped). A rejection within the time is passed on.
 */
export async function answerWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
