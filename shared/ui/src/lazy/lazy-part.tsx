import type { ComponentType } from 'react';
import { LazyPart } from './LazyPart';
import { lazyModule } from './lazy-module';

/**
 * A component of a page that its first view does not show (an editor opened by a button): its
 * code, and what only it imports (a form library, the request schemas), is a chunk of its own,
 * fetched when the component is first drawn, with LazyPart's loading text, or nothing when
 * `quiet`, and its retry if the chunk does not arrive. Loaded once, then drawn at once.
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { quiet = false, reserve }: { quiet?: boolean; reserve?: string } = {},
): ComponentType<Props> => {
  const module = lazyModule(load);
  const Part = (props: Props) => (
    <LazyPart module={module} quiet={quiet} reserve={reserve}>
      {({ default: Component }) => <Component {...props} />}
    </LazyPart>
  );
  return Part;
};
