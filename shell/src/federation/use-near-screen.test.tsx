import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { useNearScreen } from './use-near-screen';

/** An IntersectionObserver the test drives: it reports only what the test says. */
class FakeObserver {
  static observers: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  comesIntoView(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

const Area = ({ enabled = true }: { enabled?: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, enabled);
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
};

/** What each area on the page shows. */
const shown = () => [...document.body.querySelectorAll('div > div')].map((area) => area.textContent);

describe('useNearScreen', () => {
  beforeEach(() => {
    FakeObserver.observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits until the area comes within a quarter of a screen of the view, and stays loaded', () => {
    render(<Area />);
    expect(shown()).toEqual(['waiting']);
    const observer = FakeObserver.observers.at(-1)!;
    expect(observer.options?.rootMargin).toBe('0px 0px 25% 0px');
    act(() => observer.comesIntoView(false));
    expect(shown()).toEqual(['waiting']);
    act(() => observer.comesIntoView(true));
    expect(shown()).toEqual(['loaded']);
    expect(observer.observed).toEqual([]);
  });

  it('loads at the first key pressed anywhere, so a keyboard user never tabs past an empty area', () => {
    render(<Area />);
    expect(shown()).toEqual(['waiting']);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(shown()).toEqual(['loaded']);
  });

  it('loads at once when not asked to wait, or where the browser cannot tell what is on screen', () => {
    render(<Area enabled={false} />);
    expect(shown()).toEqual(['loaded']);
    expect(FakeObserver.observers).toEqual([]);
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Area />);
    expect(shown()).toEqual(['loaded', 'loaded']);
  });
});
