"""Every word of Agony Aunt a player reads, in English and French: its title, the lines of its
log, its refusals, the grid's squares, the hand's reckoning, and the board's own words and help
(see pygames.core.messages for the templates' rules). French follows seeds/agony-aunt.fr.md:
manche, pli, entamer, fournir, couleur fatale, pli fatal, jetons, grille des pénalités.

Cards in the log are named by `card_message`, not by their codes: a log line outlives its hand,
and the next hand deals the same 53 cards again, so a code in an old line would name a card
that now lies hidden in somebody's hand (what a view must never hold). A card message carries
the rank and suit apart, and a key per rank, since French chooses its article by the rank
(l'As, la Dame, le Roi)."""

from ..core.cards import JOKER, RANKS
from ..core.messages import message, register_messages

HELP_EN = """## Playing on this screen
- Your hand is at the bottom, sorted by suit and rank. When it is your turn the cards you may play stand **raised**: **tap one** to play it, or **drag** it onto the table. A card you may not play says why.
- The trick is in the middle, each card in front of the player who played it. A finished trick stays until you have seen who took it (a tap moves on), then goes to its taker.
- Above the table: the **turned card** and what it decides: the dump suit, the dumpth trick and the card the **Joker** plays as.
- The **penalty grid** shows each counter in its player's colour and number. Each player's panel shows counters left, tricks taken and penalties this hand, and a computer's level.
- When a hand ends, a summary says what each player lost and won back, and why; the next hand starts when you close it (*Next hand*). The *Hand summary* button shows it again.
- ↶ and ↷ undo and redo (playing alone); *New* starts another deal.

### With the keyboard
- **Tab** goes to your hand; the **left and right arrows** move from card to card, **Home** and **End** to the first and the last.
- **Enter** or **Space** plays the card in focus, or says why it cannot be played.
- **Esc** closes the hand summary."""

HELP_FR = """## Jouer sur cet écran
- Votre main est en bas, triée par couleur et par rang. Quand c'est à vous, les cartes que vous pouvez jouer sont **levées** : **touchez-en une** pour la jouer, ou **faites-la glisser** sur la table. Une carte que vous ne pouvez pas jouer dit pourquoi.
- Le pli est au milieu, chaque carte devant le joueur qui l'a jouée. Un pli terminé reste le temps de voir qui l'a remporté (une touche passe à la suite), puis part vers son preneur.
- Au-dessus de la table : la **carte retournée** et ce qu'elle décide : la couleur fatale, le pli fatal et la carte que vaut le **Joker**.
- La **grille des pénalités** montre chaque jeton à la couleur et au numéro de son joueur. Le panneau de chaque joueur montre ses jetons restants, ses plis et ses pénalités de la manche, et le niveau d'un ordinateur.
- À la fin d'une manche, un bilan dit ce que chaque joueur a perdu et regagné, et pourquoi ; la manche suivante commence quand vous le fermez (*Manche suivante*). Le bouton *Bilan de la manche* le montre à nouveau.
- ↶ et ↷ annulent et rétablissent des coups (quand vous jouez seul) ; *Nouvelle* lance une autre donne.

### Au clavier
- **Tab** mène à votre main ; les **flèches gauche et droite** passent d'une carte à l'autre, **Début** et **Fin** à la première et à la dernière.
- **Entrée** ou **Espace** joue la carte qui a le focus, ou dit pourquoi elle ne peut pas être jouée.
- **Échap** ferme le bilan de la manche."""

# French articles by rank: l'As, la Dame, le Roi, le Valet, le 7.
FRENCH_ARTICLES = {"A": "l'", "Q": "la "}


def card_message(card, turned):
    """A card as the log names it (see the module docstring); the Joker says what it plays as."""
    if card == JOKER:
        return message("agony-aunt.card.joker", plays_as=card_message(turned, turned))
    return message(f"agony-aunt.card.{card[0]}", rank=card[0], suit=card[1])


def card_names():
    """{language: templates} naming each rank's cards, with and without the article."""
    names = {"en": {}, "fr": {}}
    for rank in RANKS:
        key = f"agony-aunt.card.{rank}"
        names["en"].update({key: "{rank:rank} of {suit:suit}",
                            key + ".the": "the {rank:rank} of {suit:suit}"})
        names["fr"].update({key: "{rank:rank} de {suit:suit}",
                            key + ".the": FRENCH_ARTICLES.get(rank, "le ") + "{rank:rank} de {suit:suit}"})
    names["en"].update({"agony-aunt.card.joker": "Joker (as {plays_as:card.the})",
                        "agony-aunt.card.joker.the": "the Joker (as {plays_as:card.the})"})
    names["fr"].update({"agony-aunt.card.joker": "Joker (qui vaut {plays_as:card.the})",
                        "agony-aunt.card.joker.the": "le Joker (qui vaut {plays_as:card.the})"})
    return names


CARD_NAMES = card_names()

MESSAGES = {
    "en": {
        **CARD_NAMES["en"],
        "agony-aunt.title": "Agony Aunt",
        "agony-aunt.summary": "Dodge the queens, the Joker and the dumpth trick on a grid of penalties.",
        "agony-aunt.score": "{score|# counter|# counters}",
        "agony-aunt.help": HELP_EN,
        # The log: each line carries what the board needs to show the move.
        "agony-aunt.log.joker-turned": "The Joker was turned up and shuffled back into the pack.",
        "agony-aunt.log.deal": "Hand {hand}: the turned card is {turned:card.the}; {suit:suit} are the dump suit and trick {dumpth} is the dumpth trick. {seat:seat} leads.",
        "agony-aunt.log.deal.you": "Hand {hand}: the turned card is {turned:card.the}; {suit:suit} are the dump suit and trick {dumpth} is the dumpth trick. You lead.",
        "agony-aunt.log.lead": "{seat:seat} leads {card:card.the}.",
        "agony-aunt.log.lead.you": "You lead {card:card.the}.",
        "agony-aunt.log.play": "{seat:seat} plays {card:card.the}.",
        "agony-aunt.log.play.you": "You play {card:card.the}.",
        "agony-aunt.log.discard": "{seat:seat} has no {suit:suit} and plays {card:card.the}.",
        "agony-aunt.log.discard.you": "You have no {suit:suit} and play {card:card.the}.",
        "agony-aunt.log.trick": "{seat:seat} takes trick {trick}.",
        "agony-aunt.log.trick.you": "You take trick {trick}.",
        "agony-aunt.log.trick-squares": "{seat:seat} takes trick {trick}, covering {squares}.",
        "agony-aunt.log.trick-squares.you": "You take trick {trick}, covering {squares}.",
        "agony-aunt.log.most-tricks": "Most tricks: {reason}.",
        "agony-aunt.log.reckoning": "{seat:seat} loses {lost} and wins back {won} ({why}): {counters|# counter|# counters}.",
        "agony-aunt.log.reckoning.you": "You lose {lost} and win back {won} ({why}): {counters|# counter|# counters}.",
        "agony-aunt.log.over-empty": "The game is over: no counters left for {seats:seat}.",
        "agony-aunt.log.over-limit": "The game is over: {limit} hands have been played.",
        # Who covers Most tricks, and why.
        "agony-aunt.most.alone": "{seat:seat} took the most tricks ({tricks})",
        "agony-aunt.most.alone.you": "you took the most tricks ({tricks})",
        "agony-aunt.most.dump": "a tie at {tricks} tricks; {seat:seat} took the most {suit:suit} ({dump})",
        "agony-aunt.most.dump.you": "a tie at {tricks} tricks; you took the most {suit:suit} ({dump})",
        "agony-aunt.most.highest": "a tie at {tricks} tricks and {dump} {suit:suit}; {seat:seat} took the highest",
        "agony-aunt.most.highest.you": "a tie at {tricks} tricks and {dump} {suit:suit}; you took the highest",
        "agony-aunt.most.nobody": "a tie at {tricks} tricks with no {suit:suit} taken: nobody",
        # Why a player wins back what it does at the end of a hand.
        "agony-aunt.why.slam": "every trick taken: back to 17",
        "agony-aunt.why.slam-other": "{seat:seat} took every trick: nothing won back",
        "agony-aunt.why.slam-other.you": "you took every trick: nothing won back",
        "agony-aunt.why.no-trick": "no trick taken: back to 17",
        "agony-aunt.why.half": "tricks but no penalty: half of the {missing} missing",
        "agony-aunt.why.nothing-missing": "tricks but no penalty, and nothing missing",
        "agony-aunt.why.penalties": "penalties taken: nothing won back",
        # The squares of the penalty grid.
        "agony-aunt.square.joker": "Joker",
        "agony-aunt.square.queen-spades": "Queen of spades",
        "agony-aunt.square.last-trick": "Last trick",
        "agony-aunt.square.queen-hearts": "Queen of hearts",
        "agony-aunt.square.agony-aunt": "Agony Aunt",
        "agony-aunt.square.queen-diamonds": "Queen of diamonds",
        "agony-aunt.square.most-tricks": "Most tricks",
        "agony-aunt.square.queen-clubs": "Queen of clubs",
        "agony-aunt.square.dumpth-trick": "Dumpth trick",
        # Refusals: why a move is illegal.
        "agony-aunt.refusal.not-a-move": "{move} is not a move: write \"play\" and a card, e.g. \"play QS\" or \"play JOKER\"",
        "agony-aunt.refusal.not-a-card": "{card} is not a card: cards are written like \"QS\", \"TH\" or \"JOKER\"",
        "agony-aunt.refusal.turned": "{card:card.the} is the turned card: it is out of play this hand",
        "agony-aunt.refusal.not-in-hand": "{card:card.the} is not in your hand",
        "agony-aunt.refusal.follow-suit": "you must follow suit: {suit:suit} were led and you hold one",
        "agony-aunt.refusal.follow-suit-joker": "you must follow suit: {suit:suit} were led and you hold one (the Joker counts as {turned:card.the})",
        # The board.
        "agony-aunt.board.hand": "Hand",
        "agony-aunt.board.dump-suit": "Dump suit",
        "agony-aunt.board.dumpth": "Dumpth trick",
        "agony-aunt.board.trick-fact": "Trick",
        "agony-aunt.board.joker-plays-as": "Joker plays as",
        "agony-aunt.board.turned": "The turned card, out of play: {card:card}",
        "agony-aunt.board.summary-button": "Hand {hand} summary",
        "agony-aunt.board.counters": "{count|counter|counters}",
        "agony-aunt.board.counters-help": "Counters left",
        "agony-aunt.board.tricks": "{count|trick|tricks}",
        "agony-aunt.board.tricks-help": "Tricks taken this hand",
        "agony-aunt.board.penalties": "{count|penalty|penalties}",
        "agony-aunt.board.penalties-help": "Squares covered this hand",
        "agony-aunt.board.in-hand": "in hand",
        "agony-aunt.board.in-hand-help": "Cards in hand",
        "agony-aunt.board.leads": "leads",
        "agony-aunt.board.trick": "Trick {trick} of 13",
        "agony-aunt.board.trick-dumpth": "the dumpth trick",
        "agony-aunt.board.trick-area": "The trick",
        "agony-aunt.board.led": "{seat:seat} led",
        "agony-aunt.board.led.you": "You led",
        "agony-aunt.board.took": "{seat:seat} took trick {trick}",
        "agony-aunt.board.took.you": "You took trick {trick}",
        "agony-aunt.board.your-hand": "Your hand",
        "agony-aunt.board.your-lead": "Your lead: play any card",
        "agony-aunt.board.your-turn": "Your turn: play a raised card",
        "agony-aunt.board.waiting": "Waiting for {seat:seat}",
        "agony-aunt.board.watching": "Watching the computers play",
        "agony-aunt.board.not-your-turn": "not your turn: {seat:seat} plays next",
        "agony-aunt.board.grid": "Penalty grid, this hand",
        "agony-aunt.board.grid-label": "Penalty grid",
        "agony-aunt.board.square-open": "{square}: open",
        "agony-aunt.board.square-covered": "{square}: covered by {seat:seat}",
        "agony-aunt.board.note-aunt": "Queen of {suit:suit}",
        "agony-aunt.board.note-dumpth": "trick {trick}",
        "agony-aunt.board.note-also-aunt": "also the Agony Aunt",
        "agony-aunt.board.log": "Log",
        "agony-aunt.board.log-label": "Move log",
        "agony-aunt.board.hand-over": "Hand {hand} is over",
        "agony-aunt.board.game-over": "Game over",
        "agony-aunt.board.summary-facts": "Turned card: {turned:card}. Most tricks: {reason}.",
        "agony-aunt.board.trick-count": "{count|# trick|# tricks}",
        "agony-aunt.board.lines": "{count|a line of three|# lines of three}",
        "agony-aunt.board.no-penalty": "no penalty",
        "agony-aunt.board.lost": "lost {count}",
        "agony-aunt.board.won-back": "won back {count}",
        "agony-aunt.board.next-hand": "Next hand",
        "agony-aunt.board.see-table": "See the table",
        "agony-aunt.board.new-deal": "New deal",
        "agony-aunt.board.winner": "{seat:seat} wins with {counters|# counter|# counters}",
        "agony-aunt.board.winner.you": "You win with {counters|# counter|# counters}",
        "agony-aunt.board.shared-win": "{seats:seat} share the win with {counters|# counter|# counters} each",
        "agony-aunt.board.game-over-result": "Game over. {result}.",
    },
    "fr": {
        **CARD_NAMES["fr"],
        "agony-aunt.title": "Agony Aunt",
        "agony-aunt.summary": "Évitez les dames, le Joker et le pli fatal sur une grille de pénalités.",
        "agony-aunt.score": "{score|# jeton|# jetons}",
        "agony-aunt.help": HELP_FR,
        "agony-aunt.log.joker-turned": "Le Joker a été retourné : il retourne dans le paquet, qu'on bat à nouveau.",
        "agony-aunt.log.deal": "Manche {hand} — carte retournée : {turned:card.the} ; couleur fatale : {suit:suit} ; pli fatal : le {dumpth:ordinal}. {seat:seat} entame.",
        "agony-aunt.log.deal.you": "Manche {hand} — carte retournée : {turned:card.the} ; couleur fatale : {suit:suit} ; pli fatal : le {dumpth:ordinal}. Vous entamez.",
        "agony-aunt.log.lead": "{seat:seat} entame avec {card:card.the}.",
        "agony-aunt.log.lead.you": "Vous entamez avec {card:card.the}.",
        "agony-aunt.log.play": "{seat:seat} joue {card:card.the}.",
        "agony-aunt.log.play.you": "Vous jouez {card:card.the}.",
        "agony-aunt.log.discard": "{seat:seat} n'a plus de {suit:suit} et joue {card:card.the}.",
        "agony-aunt.log.discard.you": "Vous n'avez plus de {suit:suit} et jouez {card:card.the}.",
        "agony-aunt.log.trick": "{seat:seat} remporte le {trick:ordinal} pli.",
        "agony-aunt.log.trick.you": "Vous remportez le {trick:ordinal} pli.",
        "agony-aunt.log.trick-squares": "{seat:seat} remporte le {trick:ordinal} pli et couvre : {squares}.",
        "agony-aunt.log.trick-squares.you": "Vous remportez le {trick:ordinal} pli et couvrez : {squares}.",
        "agony-aunt.log.most-tricks": "Plus de plis : {reason}.",
        "agony-aunt.log.reckoning": "{seat:seat} perd {lost} et en regagne {won} ({why}) : {counters|# jeton|# jetons}.",
        "agony-aunt.log.reckoning.you": "Vous perdez {lost} et en regagnez {won} ({why}) : {counters|# jeton|# jetons}.",
        "agony-aunt.log.over-empty": "La partie est finie : plus aucun jeton pour {seats:seat}.",
        "agony-aunt.log.over-limit": "La partie est finie : {limit} manches ont été jouées.",
        "agony-aunt.most.alone": "{seat:seat} a pris le plus de plis ({tricks})",
        "agony-aunt.most.alone.you": "vous avez pris le plus de plis ({tricks})",
        "agony-aunt.most.dump": "égalité à {tricks} plis ; {seat:seat} a pris le plus de {suit:suit} ({dump})",
        "agony-aunt.most.dump.you": "égalité à {tricks} plis ; vous avez pris le plus de {suit:suit} ({dump})",
        "agony-aunt.most.highest": "égalité à {tricks} plis et {dump} cartes de {suit:suit} ; {seat:seat} a pris la plus forte",
        "agony-aunt.most.highest.you": "égalité à {tricks} plis et {dump} cartes de {suit:suit} ; vous avez pris la plus forte",
        "agony-aunt.most.nobody": "égalité à {tricks} plis sans aucune carte de {suit:suit} prise : personne",
        "agony-aunt.why.slam": "tous les plis pris : retour à 17",
        "agony-aunt.why.slam-other": "{seat:seat} a pris tous les plis : rien à regagner",
        "agony-aunt.why.slam-other.you": "vous avez pris tous les plis : rien à regagner",
        "agony-aunt.why.no-trick": "aucun pli pris : retour à 17",
        "agony-aunt.why.half": "des plis mais aucune pénalité : la moitié des {missing} jetons manquants",
        "agony-aunt.why.nothing-missing": "des plis mais aucune pénalité, et rien ne manque",
        "agony-aunt.why.penalties": "des pénalités : rien à regagner",
        "agony-aunt.square.joker": "Joker",
        "agony-aunt.square.queen-spades": "Dame de pique",
        "agony-aunt.square.last-trick": "Dernier pli",
        "agony-aunt.square.queen-hearts": "Dame de cœur",
        "agony-aunt.square.agony-aunt": "Agony Aunt",
        "agony-aunt.square.queen-diamonds": "Dame de carreau",
        "agony-aunt.square.most-tricks": "Plus de plis",
        "agony-aunt.square.queen-clubs": "Dame de trèfle",
        "agony-aunt.square.dumpth-trick": "Pli fatal",
        "agony-aunt.refusal.not-a-move": "{move} n'est pas un coup : écrivez « play » et une carte, par exemple « play QS » ou « play JOKER »",
        "agony-aunt.refusal.not-a-card": "{card} n'est pas une carte : les cartes s'écrivent comme « QS », « TH » ou « JOKER »",
        "agony-aunt.refusal.turned": "{card:card.the} est la carte retournée : elle est hors jeu pendant cette manche",
        "agony-aunt.refusal.not-in-hand": "{card:card.the} n'est pas dans votre main",
        "agony-aunt.refusal.follow-suit": "vous devez fournir à la couleur demandée ({suit:suit}) : vous en avez",
        "agony-aunt.refusal.follow-suit-joker": "vous devez fournir à la couleur demandée ({suit:suit}) : vous en avez (le Joker compte comme {turned:card.the})",
        "agony-aunt.board.hand": "Manche",
        "agony-aunt.board.dump-suit": "Couleur fatale",
        "agony-aunt.board.dumpth": "Pli fatal",
        "agony-aunt.board.trick-fact": "Pli",
        "agony-aunt.board.joker-plays-as": "Le Joker vaut",
        "agony-aunt.board.turned": "La carte retournée, hors jeu : {card:card}",
        "agony-aunt.board.summary-button": "Bilan de la manche {hand}",
        "agony-aunt.board.counters": "{count|jeton|jetons}",
        "agony-aunt.board.counters-help": "Jetons restants",
        "agony-aunt.board.tricks": "{count|pli|plis}",
        "agony-aunt.board.tricks-help": "Plis remportés dans cette manche",
        "agony-aunt.board.penalties": "{count|pénalité|pénalités}",
        "agony-aunt.board.penalties-help": "Cases couvertes dans cette manche",
        "agony-aunt.board.in-hand": "en main",
        "agony-aunt.board.in-hand-help": "Cartes en main",
        "agony-aunt.board.leads": "entame",
        "agony-aunt.board.trick": "Pli {trick} sur 13",
        "agony-aunt.board.trick-dumpth": "le pli fatal",
        "agony-aunt.board.trick-area": "Le pli",
        "agony-aunt.board.led": "{seat:seat} a entamé",
        "agony-aunt.board.led.you": "Vous avez entamé",
        "agony-aunt.board.took": "{seat:seat} a remporté le {trick:ordinal} pli",
        "agony-aunt.board.took.you": "Vous avez remporté le {trick:ordinal} pli",
        "agony-aunt.board.your-hand": "Votre main",
        "agony-aunt.board.your-lead": "À vous d'entamer : jouez la carte de votre choix",
        "agony-aunt.board.your-turn": "À vous : jouez une carte levée",
        "agony-aunt.board.waiting": "On attend {seat:seat}",
        "agony-aunt.board.watching": "Les ordinateurs jouent entre eux",
        "agony-aunt.board.not-your-turn": "pas encore : c'est à {seat:seat} de jouer",
        "agony-aunt.board.grid": "Grille des pénalités, cette manche",
        "agony-aunt.board.grid-label": "Grille des pénalités",
        "agony-aunt.board.square-open": "{square} : libre",
        "agony-aunt.board.square-covered": "{square} : couverte par {seat:seat}",
        "agony-aunt.board.note-aunt": "Dame de {suit:suit}",
        "agony-aunt.board.note-dumpth": "pli {trick}",
        "agony-aunt.board.note-also-aunt": "c'est aussi l'Agony Aunt",
        "agony-aunt.board.log": "Journal",
        "agony-aunt.board.log-label": "Journal des coups",
        "agony-aunt.board.hand-over": "Fin de la manche {hand}",
        "agony-aunt.board.game-over": "Partie terminée",
        "agony-aunt.board.summary-facts": "Carte retournée : {turned:card}. Plus de plis : {reason}.",
        "agony-aunt.board.trick-count": "{count|# pli|# plis}",
        "agony-aunt.board.lines": "{count|une ligne de trois|# lignes de trois}",
        "agony-aunt.board.no-penalty": "aucune pénalité",
        "agony-aunt.board.lost": "perdu : {count}",
        "agony-aunt.board.won-back": "regagné : {count}",
        "agony-aunt.board.next-hand": "Manche suivante",
        "agony-aunt.board.see-table": "Voir la table",
        "agony-aunt.board.new-deal": "Nouvelle donne",
        "agony-aunt.board.winner": "{seat:seat} gagne avec {counters|# jeton|# jetons}",
        "agony-aunt.board.winner.you": "Vous gagnez avec {counters|# jeton|# jetons}",
        "agony-aunt.board.shared-win": "{seats:seat} se partagent la victoire avec {counters|# jeton|# jetons} chacun",
        "agony-aunt.board.game-over-result": "Partie terminée. {result}.",
    },
}

register_messages(MESSAGES)
