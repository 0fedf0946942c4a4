import { useState, type FocusEvent } from 'react';

/**
 * Whether the pointer is over an element or the focus is inside it (a carousel holds still
 * meanwhile). Spread `handlers` on the element.
 */
export function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    engaged: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between the element's own controls keeps it.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocused(false);
        }
      },
    },
  };
}
