import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "@jest/globals";
import { inlineScriptHashes } from "../../src/http/inline-scripts";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("the CSP's inline scripts", () => {
  test("are exactly the built index.html's inline scripts, by hash, and follow a rebuild", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-"));
    const file = path.join(dir, "index.html");
    fs.writeFileSync(
      file,
      `<head><script>(function(){ var q = []; })();</script><script type="module" src="/a.js"></script></head>` +
        `<body><script type="application/json" id="apollo-state">{}</script></body>`,
    );
    const hashes = inlineScriptHashes(file);
    expect(hashes()).toEqual([sha("(function(){ var q = []; })();")]);
    fs.writeFileSync(file, `<head><script>one()</script><script>two()</script></head>`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(hashes()).toEqual([sha("one()"), sha("two()")]);
    fs.rmSync(dir, { recursive: true });
    expect(hashes()).toEqual([]);
  });

  test("an API answer's CSP reuses the hashes last read, without looking at the file (a page's reads it again)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-"));
    const file = path.join(dir, "index.html");
    fs.writeFileSync(file, `<head><script>one()</script></head>`);
    const hashes = inlineScriptHashes(file);
    expect(hashes(false)).toEqual([sha("one()")]);
    fs.writeFileSync(file, `<head><script>two()</script></head>`);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(hashes(false)).toEqual([sha("one()")]);
    expect(hashes()).toEqual([sha("two()")]);
    expect(hashes(false)).toEqual([sha("two()")]);
    fs.rmSync(dir, { recursive: true });
  });
});
