"""The words of Agincards that a log, a refusal or a hint must say, in English and French: its
title, its cards, the lines of its log, its refusals and its hint (see pygames.core.messages for
the templates' rules; the board's own words, help and option labels are the page's, in
web/games/agincards/i18n/). Cells are written "x,y" as the map labels
them; French follows seeds/agincards.fr.md: territoire (the map: a carte is a card), jeton,
suite, pioche, réussite."""

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

MESSAGES = {
    "en": {
        **CARD_NAMES["en"],
        "agincards.title": "Agincards",
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
        "agincards.refusal.patience-players": "the patience variant is for one player, not {players}",
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
        # Why a tap cannot be used.
    },
    "fr": {
        **CARD_NAMES["fr"],
        "agincards.title": "Agincards",
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
        "agincards.log.shared": "Partie finie : {reason}. Victoire partagée entre {winners:seat}, avec {points|# point|# points}.",
        "agincards.log.patience-won": "Partie finie : {reason}. La réussite est gagnée, {count|# carte posée|# cartes posées}.",
        "agincards.log.patience-lost": "Partie finie : {reason}. La réussite est perdue, {count|# carte posée|# cartes posées}.",
        "agincards.reason.all-played": "toutes les cartes ont été posées",
        "agincards.reason.all-passed": "tous les joueurs ont passé à la suite",
        "agincards.reason.no-scoring-play": "aucune carte en main ne peut plus être posée en marquant",
        "agincards.refusal.not-a-move": "{move} n'est pas un coup : posez une carte avec « 7H@3,-2 » (ajoutez « +token » pour y mettre un jeton), reprenez un jeton avec « reclaim 3,-2 », ou « pass »",
        "agincards.refusal.no-pass": "dans la réussite on ne peut pas passer : posez une carte qui marque",
        "agincards.refusal.patience-players": "la réussite se joue seul, pas à {players}",
        "agincards.refusal.not-in-hand": "{card:card.the} n'est pas dans votre main",
        "agincards.refusal.occupied": "la case {cell} porte déjà {card:card.the}",
        "agincards.refusal.detached": "la case {cell} ne touche pas le territoire : une carte se pose à côté d'une autre",
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
    },
}

register_messages(MESSAGES)
