// Typeset the formulas that pymdownx.arithmatex (generic mode) wrote as \( \) and \[ \],
// with KaTeX served by the site itself. Material's document$ emits on every page load.
document$.subscribe(({ body }) => {
  renderMathInElement(body, {
    delimiters: [
      { left: "\\(", right: "\\)", display: false },
      { left: "\\[", right: "\\]", display: true },
    ],
    ignoredClasses: ["highlight", "md-search"],
    throwOnError: false,
  });
});
