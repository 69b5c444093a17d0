// The games the page can show: an engine game appears in the lobby only when it has a
// renderer here (see the renderer contract at the top of shell.js).

export const RENDERERS = {
  agnes: () => import("../games/agnes.js"),
  cardcassonne: () => import("../games/cardcassonne.js"),
  "agents-of-the-crown": () => import("../games/agents-of-the-crown.js"),
  "agony-aunt": () => import("../games/agony-aunt.js"),
  agincards: () => import("../games/agincards.js"),
};
