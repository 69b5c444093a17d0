// The games the page can show: an engine game appears in the lobby only when it has a
// renderer, web/games/<id>/board.js, whose folder also holds its stylesheet and parts (see
// the renderer contract at the top of screen/game-screen.js).

export const RENDERERS = {
  agnes: () => import("../games/agnes/board.js"),
  cardcassonne: () => import("../games/cardcassonne/board.js"),
  "agents-of-the-crown": () => import("../games/agents-of-the-crown/board.js"),
  "agony-aunt": () => import("../games/agony-aunt/board.js"),
  agincards: () => import("../games/agincards/board.js"),
};
