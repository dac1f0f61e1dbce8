import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Stable class names for server rendering. Without a compiler plugin, styled-components numbers
 * its components in the order their modules run, which differs between the server bundle and the
 * browser's lazily loaded chunks, so the server's class names would not match on hydration. This
 * gives each `styled.tag` / `styled(Component)` a componentId from its file and position instead
 * (what babel-plugin-styled-components does), identical in both builds.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: "styled-component-ids",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.[tj]sx?$/.test(file) || file.includes("node_modules") || !code.includes("styled-components")) return;
      const prefix =
        "k" + createHash("sha1").update(path.relative(root, file).split(path.sep).join("/")).digest("hex").slice(0, 6);
      let n = 0;
      const out = code.replace(
        /\bstyled(\.[a-zA-Z]+|\([\w.$]+\))(?=\s*(?:<[^`;]*?>)?\s*`)/g,
        (m) => `${m}.withConfig({ componentId: "${prefix}-${n++}" })`,
      );
      return n ? { code: out, map: null } : undefined;
    },
  };
}
