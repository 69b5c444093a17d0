"""The words of Agony Aunt that a log, a refusal or a view must say, in English and French: its
title, the lines of its log, its refusals, the grid's squares and the hand's reckoning (see
pygames.core.messages for the templates' rules; the board's own words and help are the page's,
in web/games/agony-aunt/i18n/). French follows seeds/agony-aunt.fr.md:
manche, pli, entamer, fournir, couleur fatale, pli fatal, jetons, grille des pénalités.

Cards in the log are named by `card_message`, not by their codes: a log line outlives its hand,
and the next hand deals the same 53 cards again, so a code in an old line would name a card
that now lies hidden in somebody's hand (what a view must never hold). A card message carries
the rank and suit apart, and a key per rank, since French chooses its article by the rank
(l'As, la Dame, le Roi)."""

from ..core.cards import JOKER, RANKS
from ..core.messages import message, register_messages

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
    },
    "fr": {
        **CARD_NAMES["fr"],
        "agony-aunt.title": "Agony Aunt",
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
        "agony-aunt.most.highest": "égalité à {tricks} plis et {dump|# carte|# cartes} de {suit:suit} ; {seat:seat} a pris la plus forte",
        "agony-aunt.most.highest.you": "égalité à {tricks} plis et {dump|# carte|# cartes} de {suit:suit} ; vous avez pris la plus forte",
        "agony-aunt.most.nobody": "égalité à {tricks} plis sans aucune carte de {suit:suit} prise : personne",
        "agony-aunt.why.slam": "tous les plis pris : retour à 17",
        "agony-aunt.why.slam-other": "{seat:seat} a pris tous les plis : rien à regagner",
        "agony-aunt.why.slam-other.you": "vous avez pris tous les plis : rien à regagner",
        "agony-aunt.why.no-trick": "aucun pli pris : retour à 17",
        "agony-aunt.why.half": "des plis mais aucune pénalité : la moitié {missing|du # jeton manquant|des # jetons manquants}",
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
    },
}

register_messages(MESSAGES)
