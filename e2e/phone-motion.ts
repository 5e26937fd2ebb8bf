import type { CDPSession, Page } from "@playwright/test";

/**
 * A phone's motion sensor in Chromium, driven through DevTools' sensor overrides: the page gets
 * real DeviceMotionEvents from Chromium's sensor pipeline, carrying the readings set here.
 */
export class PhoneMotion {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<PhoneMotion> {
    await page.context().grantPermissions(["accelerometer", "gyroscope"]);
    const cdp = await page.context().newCDPSession(page);
    // DeviceMotionEvent reads these three; the still ones report zero.
    for (const type of ["accelerometer", "linear-acceleration", "gyroscope"] as const) {
      await cdp.send("Emulation.setSensorOverrideEnabled", { enabled: true, type });
    }
    await cdp.send("Emulation.setSensorOverrideReadings", {
      type: "linear-acceleration",
      reading: { xyz: { x: 0, y: 0, z: 0 } },
    });
    await cdp.send("Emulation.setSensorOverrideReadings", {
      type: "gyroscope",
      reading: { xyz: { x: 0, y: 0, z: 0 } },
    });
    const motion = new PhoneMotion(cdp);
    await motion.read(9.81);
    return motion;
  }

  /** Acceleration including gravity along the phone's y axis (held upright), m/s². */
  private read(y: number) {
    return this.cdp.send("Emulation.setSensorOverrideReadings", {
      type: "accelerometer",
      reading: { xyz: { x: 0.1, y, z: 0.3 } },
    });
  }

  /**
   * Push-ups with the phone on the chest, in real time: `reps` cycles of `periodMs`, each
   * lighter at the top and `peak` m/s² harder at the bottom, then `restMs` still. Readings
   * follow the wall clock, so a slow DevTools round trip delays a reading, not the movement.
   */
  async pushups(reps: number, { periodMs = 1800, peak = 2.5, restMs = 1500 } = {}) {
    const started = Date.now();
    const movingMs = reps * periodMs;
    for (;;) {
      const t = Date.now() - started;
      if (t > movingMs + restMs) break;
      const motion = t > movingMs ? 0 : -peak * Math.cos((2 * Math.PI * t) / periodMs);
      await this.read(9.81 + motion);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }

  /**
   * Holds the phone still for `ms`, as a hand does: readings keep coming, trembling by a few
   * hundredths (Chromium delivers a reading when it changes).
   */
  async rest(ms: number) {
    const started = Date.now();
    for (let i = 0; Date.now() - started < ms; i += 1) {
      await this.read(9.81 + (i % 2 === 0 ? 0.02 : -0.02));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }
}
