"""Every word of Agincards a player reads, in English and French: its title and options, the
lines of its log, its refusals, its hint, and the board's own words and help (see
pygames.core.messages for the templates' rules). Cells are written "x,y" as the map labels
them; French follows seeds/agincards.fr.md: carte (the map), jeton, suite, pioche, réussite."""

from ..core.cards import standard_deck
from ..core.messages import Reader, message, register_messages


def card_message(code):
    """A card as the log names it. Not the bare code: with several packs a view would then
    seem to show a hidden copy of every card played (the conformance test counts codes)."""
    return message(f"agincards.card.{code}")


def card_code(entry):
    """The code of a card the log names (see card_message)."""
    return entry["key"].rsplit(".", 1)[1]


def card_names():
    """{language: templates} naming every card, with and without its article, as core does."""
    names = {}
    for language in ("en", "fr"):
        reader = Reader(language)
        names[language] = {}
        for code in standard_deck():
            names[language][f"agincards.card.{code}"] = reader.card_name(code)
            names[language][f"agincards.card.{code}.the"] = reader.card_name(code, True)
    return names


CARD_NAMES = card_names()

HELP_EN = """## Playing on this screen
- **Tap a card** in your hand, or **drag it** onto the map: the cells where it may go light up, each showing what a play there scores you (**+3** without a token, and on the tag in your token colour with one). **Tap a lit cell**, or drop the card on it, to play it there; tap the card again to put it back. A card or cell that cannot be used says why.
- Switch on **Place a token** before choosing the cell to put one of your tokens on the card. In the patience variant a lit cell showing a token takes the card only with a token (without one it would not score).
- Tokens are discs in their owner's colour, numbered by seat. A dashed ring marks a token that can score no more; **tap your own** (↺) to take it back: this is free, and your turn goes on.
- Dark crossed squares are **dead space**: no card can ever go there. The cards played by others since your last turn glow.
- Cells are named *column,row* as the log writes them: the seed card is **0,0**, columns grow to the right and rows downward. A lit cell shows its name; pointing at a card or focusing it shows its own.
- **Move the map** by dragging its background (one finger on a phone); **zoom** with the wheel, a pinch, or the + and − buttons; ⤢ shows the whole map again.
- **Pass** plays no card this turn; when every player passes in turn (in a solo game: at your first pass) the game ends.
- ↶ and ↷ undo and redo in a solo game; *New* starts another deal.

### With the keyboard
- **Tab** goes to your hand; **←** and **→** move between its cards. **Enter** or **Space** picks up the card in focus.
- The focus then goes to the lit cells: **←** **→** **↑** **↓** move between them, **Enter** or **Space** plays the card there, **T** switches the token on or off, **Esc** puts the card back.
- On a token of yours marked ↺, **Enter** takes it back.
- On the map itself: the arrows move it, **+** and **−** zoom, **0** shows it all."""

HELP_FR = """## Jouer sur cet écran
- **Touchez une carte** de votre main, ou **faites-la glisser** sur la carte du jeu : les cases où elle peut aller s'allument, chacune avec ce qu'y rapporte le coup (**+3** sans jeton, et sur l'étiquette de votre couleur avec un jeton). **Touchez une case allumée**, ou lâchez-y la carte, pour l'y poser ; touchez à nouveau la carte pour la reposer. Une carte ou une case inutilisable dit pourquoi.
- Activez **Poser un jeton** avant de choisir la case pour mettre un de vos jetons sur la carte. Dans la variante réussite, une case allumée qui montre un jeton ne prend la carte qu'avec un jeton (sans jeton elle ne marquerait rien).
- Les jetons sont des disques de la couleur de leur propriétaire, numérotés par place. Un anneau en pointillés marque un jeton qui ne peut plus marquer ; **touchez l'un des vôtres** (↺) pour le reprendre : c'est gratuit, et votre tour continue.
- Les cases sombres barrées sont des **cases mortes** : aucune carte ne pourra jamais y aller. Les cartes posées par les autres depuis votre dernier tour brillent.
- Les cases s'appellent *colonne,rangée* comme dans le journal : la carte de départ est en **0,0**, les colonnes vont vers la droite et les rangées vers le bas. Une case allumée montre son nom ; pointer une carte ou lui donner le focus montre le sien.
- **Déplacez la carte du jeu** en faisant glisser son fond (un doigt sur un téléphone) ; **zoomez** avec la molette, en pinçant, ou avec les boutons + et − ; ⤢ remontre toute la carte.
- **Passer** ne pose aucune carte ce tour-ci ; quand tous les joueurs passent à la suite (seul : dès que vous passez), la partie s'arrête.
- ↶ et ↷ annulent et rétablissent dans une partie seul ; *Nouvelle* lance une autre donne.

### Au clavier
- **Tab** mène à votre main ; **←** et **→** passent d'une carte à l'autre. **Entrée** ou **Espace** prend la carte qui a le focus.
- Le focus passe alors aux cases allumées : **←** **→** **↑** **↓** vont de l'une à l'autre, **Entrée** ou **Espace** y pose la carte, **T** active ou retire le jeton, **Échap** repose la carte.
- Sur un de vos jetons marqué ↺, **Entrée** le reprend.
- Sur la carte du jeu elle-même : les flèches la déplacent, **+** et **−** zooment, **0** la montre en entier."""

MESSAGES = {
    "en": {
        **CARD_NAMES["en"],
        "agincards.title": "Agincards",
        "agincards.summary": "Grow a map of rising and falling runs; tokens score runs of one colour.",
        "agincards.score": "{score|# point|# points}",
        "agincards.help": HELP_EN,
        "agincards.option.tokens": "Tokens per player",
        "agincards.option.tokens.help": "Fewer tokens handicap a strong player, more help a new one.",
        "agincards.option.decks": "Packs of cards",
        "agincards.option.decks.help": "More packs give a bigger map; two suit four or more players.",
        "agincards.option.variant": "Variant",
        "agincards.option.variant.help": "Patience (one player): every card must score; play them all to win.",
        "agincards.option.variant.score": "Score",
        "agincards.option.variant.patience": "Patience",
        "agincards.option.auto_reclaim": "Reclaim tokens automatically",
        "agincards.option.auto_reclaim.help": "Return every token that can no longer score to its owner at once.",
        # The log: what each move did, with the cells and cards the board shows it by.
        "agincards.log.setup": "The seed card is {card:card.the}. Each player holds {cards|# card|# cards} and {tokens}.",
        "agincards.log.tokens-each": "{count|# token|# tokens}",
        "agincards.log.tokens-per-seat": "tokens: {counts}",
        "agincards.log.seat-tokens": "{seat:seat} {count}",
        "agincards.log.play": "{seat:seat} plays {card:card.the} at {cell}.",
        "agincards.log.play.you": "You play {card:card.the} at {cell}.",
        "agincards.log.play-token": "{seat:seat} plays {card:card.the} at {cell} with a token.",
        "agincards.log.play-token.you": "You play {card:card.the} at {cell} with a token.",
        "agincards.log.scores": "{seat:seat} scores {points|# point|# points}.",
        "agincards.log.scores.you": "You score {points|# point|# points}.",
        "agincards.log.reclaim": "{seat:seat} takes back the token on {cell}.",
        "agincards.log.reclaim.you": "You take back your token on {cell}.",
        "agincards.log.pass": "{seat:seat} passes.",
        "agincards.log.pass.you": "You pass.",
        "agincards.log.draw": "{seat:seat} draws a card.",
        "agincards.log.draw.you": "You draw a card.",
        "agincards.log.win": "Game over: {reason}. {seat:seat} wins with {points|# point|# points}.",
        "agincards.log.win.you": "Game over: {reason}. You win with {points|# point|# points}.",
        "agincards.log.shared": "Game over: {reason}. {winners:seat} share the win with {points|# point|# points}.",
        "agincards.log.patience-won": "Game over: {reason}. The patience is won, {count|# card|# cards} played.",
        "agincards.log.patience-lost": "Game over: {reason}. The patience is lost, {count|# card|# cards} played.",
        "agincards.reason.all-played": "every card has been played",
        "agincards.reason.all-passed": "every player passed in turn",
        "agincards.reason.no-scoring-play": "no card in hand can be played with a score",
        # Refusals: why a move is illegal.
        "agincards.refusal.not-a-move": "{move} is not a move: play a card as '7H@3,-2' (add '+token' to put a token on it), take a token back with 'reclaim 3,-2', or 'pass'",
        "agincards.refusal.no-pass": "in patience you may not pass: play a card that scores",
        "agincards.refusal.not-in-hand": "{card:card.the} is not in your hand",
        "agincards.refusal.occupied": "{cell} already holds {card:card.the}",
        "agincards.refusal.detached": "{cell} does not touch the map: a card must go beside another card",
        "agincards.refusal.same-value": "{card:card.the} may not touch {other:card.the} at {at}: touching cards must differ in value",
        "agincards.refusal.row": "the horizontal line through {cell} would read {values}: every line of cards must rise or fall all the way",
        "agincards.refusal.column": "the vertical line through {cell} would read {values}: every line of cards must rise or fall all the way",
        "agincards.refusal.no-token": "you have no token left to put on the card",
        "agincards.refusal.first-needs-token": "in patience the first card you play must carry a token",
        "agincards.refusal.must-score": "in patience every card must score, and {card:card.the} at {cell} joins no run holding a token",
        "agincards.refusal.no-token-there": "there is no token on {cell}",
        "agincards.refusal.not-yours": "the token on {cell} belongs to {owner:seat}",
        "agincards.refusal.row-open": "your token on {cell} can still score: its horizontal run may grow at {end}",
        "agincards.refusal.column-open": "your token on {cell} can still score: its vertical run may grow at {end}",
        # The patience's hint.
        "agincards.hint.play": "Play {card:card.the} at {cell}: {points|# point|# points}.",
        "agincards.hint.play-token": "Play {card:card.the} at {cell} with a token: {points|# point|# points}.",
        "agincards.hint.reclaim": "Take back your token on {cell}: it can score no more, and it may then go on a card that scores.",
        "agincards.hint.pass": "Pass: no card of yours fits the map.",
        "agincards.refusal.hint-alone": "hints are given only in a game played alone",
        # The board.
        "agincards.board.map": "The map: drag its background to move it, pinch or wheel to zoom; arrows and + - with the keyboard",
        "agincards.board.zoom-in": "Zoom in",
        "agincards.board.zoom-out": "Zoom out",
        "agincards.board.fit": "Show the whole map",
        "agincards.board.hand": "Your hand",
        "agincards.board.pile": "Draw pile",
        "agincards.board.pile-help": "Cards left in the draw pile",
        "agincards.board.pass": "Pass",
        "agincards.board.pass-help": "Play no card this turn",
        "agincards.board.waiting": "Waiting for {name}.",
        "agincards.board.choose-cell": "Choose a lit cell for {card:card.the}.",
        "agincards.board.choose-cell-token": "Choose a lit cell for {card:card.the}, with a token.",
        "agincards.board.reclaim-only": "No card fits: take back a token (↺) to go on.",
        "agincards.board.pass-only": "No card of yours fits the map: pass.",
        "agincards.board.your-turn": "Your turn: pick a card.",
        "agincards.board.your-turn-pass": "Your turn: pick a card, or pass.",
        "agincards.board.must-score": "Every card must score.",
        "agincards.board.token": "Place a token",
        "agincards.board.tokens-left": "({count} left)",
        "agincards.board.token-help": "Put one of your tokens on the card you play",
        "agincards.board.token-none": "No token can go with this play",
        "agincards.board.dead": "Dead space at {cell}: no card can ever go here",
        "agincards.board.cell": "{card:card} at {cell}",
        "agincards.board.target": "Place here, at {cell}: +{points}",
        "agincards.board.target-or-token": "Place here, at {cell}: +{points}, or +{token} with a token",
        "agincards.board.target-token": "Place here, at {cell}, with a token: +{token}",
        "agincards.board.reclaim": "Take back your token from {cell}: it can score no more",
        "agincards.board.token-of": "{name}'s token",
        "agincards.board.token-spent": "{name}'s token, which can score no more",
        "agincards.board.scores": "Scores",
        "agincards.board.cards-played": "Cards played",
        "agincards.board.score-board": "Score board",
        "agincards.board.score": "Score",
        "agincards.board.level": "{name} ({level})",
        "agincards.board.you": "(you)",
        "agincards.board.tokens": "{count|# token|# tokens}",
        "agincards.board.tokens-help": "Tokens in hand",
        "agincards.board.cards": "{count|# card|# cards}",
        "agincards.board.cards-help": "Cards in hand",
        "agincards.board.log": "Moves",
        "agincards.board.log-label": "Move log",
        "agincards.board.picked": "Picked up: {card:card}. Choose a lit cell.",
        "agincards.board.let-go": "Put back: {card:card}.",
        # Why a tap cannot be used.
        "agincards.why.not-your-turn": "it is not your turn",
        "agincards.why.fits-nowhere": "no open cell of the map takes a card of rank {rank:rank} now",
        "agincards.why.scores-nowhere": "{card:card.the} would score nowhere now: it must join a run holding a token, or carry a token",
        "agincards.why.not-a-target": "{card:card.the} cannot go on this cell",
        "agincards.why.pick-first": "pick a card of your hand first",
        "agincards.why.dead": "dead space: no card can ever go here",
    },
    "fr": {
        **CARD_NAMES["fr"],
        "agincards.title": "Agincards",
        "agincards.summary": "Faites grandir une carte de suites montantes et descendantes ; les jetons marquent les suites d'une couleur.",
        "agincards.score": "{score|# point|# points}",
        "agincards.help": HELP_FR,
        "agincards.option.tokens": "Jetons par joueur",
        "agincards.option.tokens.help": "Moins de jetons handicapent un joueur fort, plus en aident un nouveau.",
        "agincards.option.decks": "Jeux de cartes",
        "agincards.option.decks.help": "Plus de jeux donnent une carte plus grande ; deux conviennent à quatre joueurs ou plus.",
        "agincards.option.variant": "Variante",
        "agincards.option.variant.help": "Réussite (un joueur) : chaque carte doit marquer ; posez-les toutes pour gagner.",
        "agincards.option.variant.score": "Score",
        "agincards.option.variant.patience": "Réussite",
        "agincards.option.auto_reclaim": "Reprendre les jetons automatiquement",
        "agincards.option.auto_reclaim.help": "Rendre aussitôt à son propriétaire chaque jeton qui ne peut plus marquer.",
        "agincards.log.setup": "La carte de départ est {card:card.the}. Chaque joueur a {cards|# carte|# cartes} en main et {tokens}.",
        "agincards.log.tokens-each": "{count|# jeton|# jetons}",
        "agincards.log.tokens-per-seat": "des jetons : {counts}",
        "agincards.log.seat-tokens": "{seat:seat} {count}",
        "agincards.log.play": "{seat:seat} pose {card:card.the} en {cell}.",
        "agincards.log.play.you": "Vous posez {card:card.the} en {cell}.",
        "agincards.log.play-token": "{seat:seat} pose {card:card.the} en {cell} avec un jeton.",
        "agincards.log.play-token.you": "Vous posez {card:card.the} en {cell} avec un jeton.",
        "agincards.log.scores": "{seat:seat} marque {points|# point|# points}.",
        "agincards.log.scores.you": "Vous marquez {points|# point|# points}.",
        "agincards.log.reclaim": "{seat:seat} reprend son jeton en {cell}.",
        "agincards.log.reclaim.you": "Vous reprenez votre jeton en {cell}.",
        "agincards.log.pass": "{seat:seat} passe.",
        "agincards.log.pass.you": "Vous passez.",
        "agincards.log.draw": "{seat:seat} pioche une carte.",
        "agincards.log.draw.you": "Vous piochez une carte.",
        "agincards.log.win": "Partie finie : {reason}. {seat:seat} gagne avec {points|# point|# points}.",
        "agincards.log.win.you": "Partie finie : {reason}. Vous gagnez avec {points|# point|# points}.",
        "agincards.log.shared": "Partie finie : {reason}. {winners:seat} se partagent la victoire avec {points|# point|# points}.",
        "agincards.log.patience-won": "Partie finie : {reason}. La réussite est gagnée, {count|# carte posée|# cartes posées}.",
        "agincards.log.patience-lost": "Partie finie : {reason}. La réussite est perdue, {count|# carte posée|# cartes posées}.",
        "agincards.reason.all-played": "toutes les cartes ont été posées",
        "agincards.reason.all-passed": "tous les joueurs ont passé à la suite",
        "agincards.reason.no-scoring-play": "aucune carte en main ne peut plus être posée en marquant",
        "agincards.refusal.not-a-move": "{move} n'est pas un coup : posez une carte avec « 7H@3,-2 » (ajoutez « +token » pour y mettre un jeton), reprenez un jeton avec « reclaim 3,-2 », ou « pass »",
        "agincards.refusal.no-pass": "dans la réussite on ne peut pas passer : posez une carte qui marque",
        "agincards.refusal.not-in-hand": "{card:card.the} n'est pas dans votre main",
        "agincards.refusal.occupied": "la case {cell} porte déjà {card:card.the}",
        "agincards.refusal.detached": "la case {cell} ne touche pas la carte du jeu : une carte se pose à côté d'une autre",
        "agincards.refusal.same-value": "{card:card.the} ne peut pas toucher {other:card.the} en {at} : des cartes voisines doivent différer de valeur",
        "agincards.refusal.row": "la ligne horizontale passant par {cell} se lirait {values} : chaque ligne de cartes doit monter ou descendre d'un bout à l'autre",
        "agincards.refusal.column": "la ligne verticale passant par {cell} se lirait {values} : chaque ligne de cartes doit monter ou descendre d'un bout à l'autre",
        "agincards.refusal.no-token": "il ne vous reste aucun jeton à poser sur la carte",
        "agincards.refusal.first-needs-token": "dans la réussite, la première carte posée doit porter un jeton",
        "agincards.refusal.must-score": "dans la réussite chaque carte doit marquer, et {card:card.the} en {cell} ne rejoint aucune suite portant un jeton",
        "agincards.refusal.no-token-there": "il n'y a pas de jeton en {cell}",
        "agincards.refusal.not-yours": "le jeton en {cell} appartient à {owner:seat}",
        "agincards.refusal.row-open": "votre jeton en {cell} peut encore marquer : sa suite horizontale peut grandir en {end}",
        "agincards.refusal.column-open": "votre jeton en {cell} peut encore marquer : sa suite verticale peut grandir en {end}",
        "agincards.hint.play": "Posez {card:card.the} en {cell} : {points|# point|# points}.",
        "agincards.hint.play-token": "Posez {card:card.the} en {cell} avec un jeton : {points|# point|# points}.",
        "agincards.hint.reclaim": "Reprenez votre jeton en {cell} : il ne peut plus marquer, et il pourra aller sur une carte qui marque.",
        "agincards.hint.pass": "Passez : aucune de vos cartes ne trouve de place.",
        "agincards.refusal.hint-alone": "les indices ne sont donnés que dans une partie en solitaire",
        "agincards.board.map": "La carte du jeu : faites glisser son fond pour la déplacer, pincez ou utilisez la molette pour zoomer ; flèches et + - au clavier",
        "agincards.board.zoom-in": "Zoomer",
        "agincards.board.zoom-out": "Dézoomer",
        "agincards.board.fit": "Montrer toute la carte du jeu",
        "agincards.board.hand": "Votre main",
        "agincards.board.pile": "Pioche",
        "agincards.board.pile-help": "Cartes restant dans la pioche",
        "agincards.board.pass": "Passer",
        "agincards.board.pass-help": "Ne poser aucune carte ce tour-ci",
        "agincards.board.waiting": "On attend {name}.",
        "agincards.board.choose-cell": "Choisissez une case allumée pour {card:card.the}.",
        "agincards.board.choose-cell-token": "Choisissez une case allumée pour {card:card.the}, avec un jeton.",
        "agincards.board.reclaim-only": "Aucune carte ne va : reprenez un jeton (↺) pour continuer.",
        "agincards.board.pass-only": "Aucune de vos cartes ne trouve de place : passez.",
        "agincards.board.your-turn": "À vous : choisissez une carte.",
        "agincards.board.your-turn-pass": "À vous : choisissez une carte, ou passez.",
        "agincards.board.must-score": "Chaque carte doit marquer.",
        "agincards.board.token": "Poser un jeton",
        "agincards.board.tokens-left": "(encore {count})",
        "agincards.board.token-help": "Mettre un de vos jetons sur la carte posée",
        "agincards.board.token-none": "Aucun jeton ne peut accompagner ce coup",
        "agincards.board.dead": "Case morte en {cell} : aucune carte ne pourra jamais y aller",
        "agincards.board.cell": "{card:card} en {cell}",
        "agincards.board.target": "Poser ici, en {cell} : +{points}",
        "agincards.board.target-or-token": "Poser ici, en {cell} : +{points}, ou +{token} avec un jeton",
        "agincards.board.target-token": "Poser ici, en {cell}, avec un jeton : +{token}",
        "agincards.board.reclaim": "Reprendre votre jeton en {cell} : il ne peut plus marquer",
        "agincards.board.token-of": "Jeton de {name}",
        "agincards.board.token-spent": "Jeton de {name}, qui ne peut plus marquer",
        "agincards.board.scores": "Marque",
        "agincards.board.cards-played": "Cartes posées",
        "agincards.board.score-board": "Tableau des scores",
        "agincards.board.score": "Score",
        "agincards.board.level": "{name} ({level})",
        "agincards.board.you": "(vous)",
        "agincards.board.tokens": "{count|# jeton|# jetons}",
        "agincards.board.tokens-help": "Jetons en main",
        "agincards.board.cards": "{count|# carte|# cartes}",
        "agincards.board.cards-help": "Cartes en main",
        "agincards.board.log": "Coups",
        "agincards.board.log-label": "Journal des coups",
        "agincards.board.picked": "Carte prise : {card:card}. Choisissez une case allumée.",
        "agincards.board.let-go": "Carte reposée : {card:card}.",
        "agincards.why.not-your-turn": "ce n'est pas votre tour",
        "agincards.why.fits-nowhere": "aucune case libre de la carte ne prend une carte de rang {rank:rank} pour l'instant",
        "agincards.why.scores-nowhere": "{card:card.the} ne marquerait nulle part pour l'instant : elle doit rejoindre une suite portant un jeton, ou porter un jeton",
        "agincards.why.not-a-target": "{card:card.the} ne peut pas aller sur cette case",
        "agincards.why.pick-first": "prenez d'abord une carte de votre main",
        "agincards.why.dead": "case morte : aucune carte ne pourra jamais y aller",
    },
}

register_messages(MESSAGES)
