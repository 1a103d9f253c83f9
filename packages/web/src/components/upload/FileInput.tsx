import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The native file chooser behind an upload tile, never shown: the tile's click opens it. `hidden`
 * alone is not enough inside a form, whose styles display every input[type=file] as a block.
 */
export function FileInput({ ref, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'hidden' | 'style'> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} type="file" hidden style={{ display: 'none' }} {...props} />;
}
