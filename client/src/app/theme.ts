/** Colours of the ghats at dusk: deep maroon and indigo with saffron and gold on warm cream. */
export const theme = {
  color: {
    maroon: "#6b1e2e",
    maroonDark: "#4a1420",
    indigo: "#2b2d6e",
    saffron: "#f29f05",
    saffronDark: "#8a5300",
    gold: "#d4a017",
    cream: "#fbf3e4",
    sand: "#f3e6cc",
    ink: "#2a2320",
    muted: "#5f534b",
    line: "#e5d5b8",
    white: "#ffffff",
    danger: "#b42318",
    success: "#1f7a3a",
  },
  // The font stacks are declared once, in app/global.css (--font-heading, --font-body).
  font: { heading: "var(--font-heading)", body: "var(--font-body)" },
  radius: { sm: "8px", md: "14px", lg: "22px", round: "999px" },
  shadow: { card: "0 10px 30px rgba(74, 20, 32, 0.10)", lift: "0 18px 40px rgba(74, 20, 32, 0.18)" },
  maxWidth: "1200px",
  bp: { sm: "600px", md: "900px", lg: "1200px" },
};
export type Theme = typeof theme;
