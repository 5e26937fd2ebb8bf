import { type ComponentType, useLayoutEffect, useRef, useState } from "react";

/** What the real control is given: open at once, because its stand-in was pressed. */
export interface DeferredControlProps {
  initiallyOpen?: boolean;
}

type Loader<P> = () => Promise<ComponentType<P & DeferredControlProps>>;

/**
 * A control whose code a screen does not need to be shown (a menu, a popover, a listbox: the
 * overlay libraries are a fifth of the signed-in JavaScript), loaded when the hunter reaches for
 * it. Until then `StandIn` takes its place: the control as it looks closed, with the same name
 * and role. Pointing at it, focusing or touching it loads the code; the real control then takes
 * the stand-in's place, keeping focus. A press on the stand-in opens the real control when it
 * is in, and the swap waits for a press to end, so no click lands between the two.
 */
export function deferredControl<P extends object>(
  load: Loader<P>,
  StandIn: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredControlProps> | null = null;
  let loading: Promise<ComponentType<P & DeferredControlProps>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function DeferredControl(props: P) {
    const [Real, setReal] = useState(() => loaded);
    const [pressing, setPressing] = useState(false);
    const [openOnArrival, setOpenOnArrival] = useState(false);
    const wrapper = useRef<HTMLSpanElement>(null);
    const focusOnArrival = useRef(false);
    const showReal = Real !== null && !pressing;

    useLayoutEffect(() => {
      if (!showReal || !focusOnArrival.current) return;
      focusOnArrival.current = false;
      // Opening moves focus into the control's panel by itself; closed, its trigger takes it.
      if (!openOnArrival) wrapper.current?.querySelector<HTMLElement>("button")?.focus();
    }, [showReal, openOnArrival]);

    if (showReal) {
      return (
        <span ref={wrapper} className="contents">
          <Real {...props} initiallyOpen={openOnArrival} />
        </span>
      );
    }

    function reach() {
      // A failed download (offline) leaves the stand-in; the next reach tries again.
      void preload().then(
        (component) => setReal(() => component),
        () => {
          loading = null;
        },
      );
    }

    // The stand-in's own button is what is focused and pressed (Enter and Space click it); the
    // wrapper only listens to what bubbles up from it.
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: listens to the stand-in's button
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach it as the button's click
      <span
        ref={wrapper}
        className="contents"
        onPointerOver={reach}
        onTouchStart={reach}
        onFocus={() => {
          focusOnArrival.current = true;
          reach();
        }}
        onBlur={() => {
          focusOnArrival.current = false;
        }}
        onPointerDown={() => {
          reach();
          setPressing(true);
          window.addEventListener("pointerup", () => releaseAfterClick(() => setPressing(false)), {
            once: true,
            capture: true,
          });
        }}
        onPointerCancel={() => setPressing(false)}
        onClick={() => {
          setOpenOnArrival(true);
          reach();
        }}
      >
        <StandIn {...props} />
      </span>
    );
  }
  return DeferredControl;
}

/** How long a press's click may trail its release (a tap's click comes after touchend). */
const CLICK_AFTER_RELEASE_MS = 500;

/**
 * Calls `release` once the click that follows a released press has run (so that click lands on
 * the stand-in, which remembers to open), or after a while when none comes (a drag). A tap's
 * click can come a task or more after its pointerup on a busy phone: a timer of 0 let the real
 * control take the stand-in's place first, and the tap then opened nothing.
 */
function releaseAfterClick(release: () => void): void {
  const onClick = () => {
    clearTimeout(timer);
    setTimeout(release);
  };
  const timer = setTimeout(() => {
    window.removeEventListener("click", onClick, { capture: true });
    release();
  }, CLICK_AFTER_RELEASE_MS);
  window.addEventListener("click", onClick, { once: true, capture: true });
}
