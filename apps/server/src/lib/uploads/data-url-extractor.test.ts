import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DataUrlExtractor } from "./data-url-extractor.ts";

const NOT_AN_IMAGE = "Please choose an image file";
const options = { fields: ["picture"], notAnImage: NOT_AN_IMAGE };

/** Feeds `body` in pieces of `size` bytes; the JSON text left and the picture taken out. */
function extract(body: string, size: number, fields = options.fields) {
  const extractor = new DataUrlExtractor({ ...options, fields });
  const bytes = Buffer.from(body, "utf8");
  for (let i = 0; i < bytes.length; i += size) extractor.write(bytes.subarray(i, i + size));
  return extractor.end();
}

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#09f" } })
    .png({ compressionLevel: 0 })
    .toBuffer();
});

describe("taking a picture out of a JSON body as it arrives", () => {
  it("gives the exact file and the JSON without its base64, however the body is cut", () => {
    const body = JSON.stringify({
      name: 'Ünïcödé 🛡️ "quoted" \\ picture',
      picture: `data:image/png;base64,${png.toString("base64")}`,
      ranks: [{ picture: "nested, not taken" }],
    });
    for (const size of [1, 3, 7, 1000, 65_537, body.length]) {
      const { text, picture } = extract(body, size);
      expect(picture?.equals(png), `pieces of ${size}`).toBe(true);
      expect(JSON.parse(text)).toEqual({
        name: 'Ünïcödé 🛡️ "quoted" \\ picture',
        picture: "data:image/png;base64,",
        ranks: [{ picture: "nested, not taken" }],
      });
    }
  });

  it("reads `\\/`, JSON's other way to write a slash, in the header and the base64", () => {
    const base64 = png.toString("base64");
    expect(base64).toContain("/");
    const body = `{"picture":"data:image\\/png;base64,${base64.replaceAll("/", "\\/")}"}`;
    const { text, picture } = extract(body, 5);
    expect(picture?.equals(png)).toBe(true);
    expect(JSON.parse(text)).toEqual({ picture: "data:image/png;base64," });
  });

  it("leaves other values alone: a path, the emoji, the same words in another field", () => {
    const body = JSON.stringify({
      other: `data:image/png;base64,${png.toString("base64")}`,
      picture: "/media/guild-insignia/x.webp",
    });
    const { text, picture } = extract(body, 64);
    expect(picture).toBeNull();
    expect(JSON.parse(text)).toEqual(JSON.parse(body));
    expect(extract(JSON.stringify({ picture: "🛡️" }), 2)).toEqual({
      text: JSON.stringify({ picture: "🛡️" }),
      picture: null,
    });
  });

  it("refuses at the first bytes what is no picture, whatever follows", () => {
    const refused = (start: string) => () => {
      const extractor = new DataUrlExtractor(options);
      extractor.write(Buffer.from(`{"picture":"${start}`));
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">');
    expect(refused(`data:image/svg+xml;base64,${svg.toString("base64")}`)).toThrow(NOT_AN_IMAGE);
    expect(refused(`data:image/png;base64,${"A".repeat(16)}`)).toThrow(NOT_AN_IMAGE);
    expect(refused("data:text/html;base64,")).toThrow(NOT_AN_IMAGE);
    expect(refused(`data:image/png;base64,${png.toString("base64", 0, 12)}\\n`)).toThrow(
      NOT_AN_IMAGE,
    );
    expect(refused(`data:${"x".repeat(200)}`)).toThrow(NOT_AN_IMAGE);
    // A real PNG's start is let in: the rest may still come.
    expect(refused(`data:image/png;base64,${png.toString("base64", 0, 12)}`)).not.toThrow();
  });

  it("refuses a picture too short to be one, and a second picture in one body", () => {
    expect(() => extract('{"picture":"data:image/png;base64,iVBORw0K"}', 4)).toThrow(NOT_AN_IMAGE);
    const one = `data:image/png;base64,${png.toString("base64")}`;
    expect(() => extract(`{"picture":"${one}","picture":"${one}"}`, 4096)).toThrow(NOT_AN_IMAGE);
    expect(() =>
      extract(JSON.stringify({ picture: one, image: one }), 4096, ["picture", "image"]),
    ).toThrow(NOT_AN_IMAGE);
  });
});
