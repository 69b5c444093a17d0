"""The words of Cardcassonne that a log or a refusal must say, in English and French: its
title, its cards and rows, the lines of its log and its refusals (see pygames.core.messages for
the templates' rules; the board's own words and help are the page's, in
web/games/cardcassonne/i18n/). French follows the French Carcassonne:
partisan, abbaye, route, pré, ville, piste de score, coffre."""

from ..core.messages import message, register_messages
from .cards import COLOURS, JOKERS, PER_COLOUR

COLOUR_WORDS = {"en": {"Y": "yellow", "R": "red", "G": "green", "B": "blue"},
                "fr": {"Y": "jaune", "R": "rouge", "G": "vert", "B": "bleu"}}
# A card's name without and with its article; {colour} is the card's colour word. The Dragon
# and the Fairy are characters, with capitals in English. Every French noun here but the
# fairy is masculine, so one colour word fits them all.
KIND_NAMES = {
    "en": {"1": ("{colour} 1", "the {colour} 1"), "2": ("{colour} 2", "the {colour} 2"),
           "3": ("{colour} 3", "the {colour} 3"),
           "A": ("{colour} animal", "the {colour} animal"),
           "H": ("{colour} building", "the {colour} building")},
    "fr": {"1": ("1 {colour}", "le 1 {colour}"), "2": ("2 {colour}", "le 2 {colour}"),
           "3": ("3 {colour}", "le 3 {colour}"),
           "A": ("animal {colour}", "l'animal {colour}"),
           "H": ("bâtiment {colour}", "le bâtiment {colour}")},
}
JOKER_NAMES = {
    "en": {"DRAGON": ("Dragon", "the Dragon"), "FAIRY": ("Fairy", "the Fairy"),
           "ANIMAL-JOKER": ("animal joker", "the animal joker"),
           "BUILDING-JOKER": ("building joker", "the building joker")},
    "fr": {"DRAGON": ("dragon", "le dragon"), "FAIRY": ("fée", "la fée"),
           "ANIMAL-JOKER": ("joker animal", "le joker animal"),
           "BUILDING-JOKER": ("joker bâtiment", "le joker bâtiment")},
}


def card_message(card):
    """A card as messages name it: {c:card} and {c:card.the} render it in either language."""
    return message(f"cardcassonne.card.{card}")


def row_message(colour):
    """A row as the log names it: "the cloister row", "la rangée de l'abbaye"."""
    return message(f"cardcassonne.row.{colour}")


def card_names():
    """{language: templates} naming every card, with and without its article."""
    names = {"en": {}, "fr": {}}
    for language, catalog in names.items():
        for colour in COLOURS:
            for kind in PER_COLOUR:
                plain, definite = KIND_NAMES[language][kind]
                words = COLOUR_WORDS[language][colour]
                catalog[f"cardcassonne.card.{colour}{kind}"] = plain.format(colour=words)
                catalog[f"cardcassonne.card.{colour}{kind}.the"] = definite.format(colour=words)
        for joker in JOKERS:
            plain, definite = JOKER_NAMES[language][joker]
            catalog[f"cardcassonne.card.{joker}"] = plain
            catalog[f"cardcassonne.card.{joker}.the"] = definite
    return names


CARD_NAMES = card_names()

MESSAGES = {
    "en": {
        **CARD_NAMES["en"],
        "cardcassonne.title": "Cardcassonne",
        "cardcassonne.row.Y": "the cloister row",
        "cardcassonne.row.R": "the road row",
        "cardcassonne.row.G": "the field row",
        "cardcassonne.row.B": "the city row",
        # The log: each line carries what the board needs to show the move.
        "cardcassonne.log.opening": "{seat:seat} deals and turns up the opening cards.",
        "cardcassonne.log.opening.you": "You deal and turn up the opening cards.",
        "cardcassonne.log.opening-joker": "The opening turns up {card:card.the}: {seat:seat} chooses its row.",
        "cardcassonne.log.opening-joker.you": "The opening turns up {card:card.the}: you choose its row.",
        "cardcassonne.log.opening-done": "The opening cards lie in their rows.",
        "cardcassonne.log.joker-placed": "{seat:seat} puts {card:card.the} in {row}.",
        "cardcassonne.log.joker-placed.you": "You put {card:card.the} in {row}.",
        "cardcassonne.log.deal": "Round {round} of {rounds}: {seat:seat} deals {count|# card|# cards} to each player.",
        "cardcassonne.log.deal.you": "Round {round} of {rounds}: you deal {count|# card|# cards} to each player.",
        "cardcassonne.log.place": "{seat:seat} places {card:card.the} in {row}.",
        "cardcassonne.log.place.you": "You place {card:card.the} in {row}.",
        "cardcassonne.log.place-down": "{seat:seat} places a card face down in {row}.",
        "cardcassonne.log.place-down.you": "You place a card face down in {row}.",
        "cardcassonne.log.place-down-seen": "{seat:seat} places {card:card.the} face down in {row}.",
        "cardcassonne.log.place-down-seen.you": "You place {card:card.the} face down in {row}.",
        "cardcassonne.log.follower": "{seat:seat} places a follower at the end of {row}, claiming {count|# card|# cards}.",
        "cardcassonne.log.follower.you": "You place your follower at the end of {row}, claiming {count|# card|# cards}.",
        "cardcassonne.log.round-end": "Round {round} ends: the followers take their cards.",
        "cardcassonne.log.claims": "{seat:seat} claims {cards:card.the}.",
        "cardcassonne.log.claims.you": "You claim {cards:card.the}.",
        "cardcassonne.log.claims-nothing": "{seat:seat} claims nothing.",
        "cardcassonne.log.claims-nothing.you": "You claim nothing.",
        "cardcassonne.log.keep": "{seat:seat} keeps {card:card.the}.",
        "cardcassonne.log.keep.you": "You keep {card:card.the}.",
        "cardcassonne.log.take-10": "{seat:seat} takes 10 points for {card:card.the}.",
        "cardcassonne.log.take-10.you": "You take 10 points for {card:card.the}.",
        "cardcassonne.log.round-score": "{seat:seat} scores {points|# point|# points} in round {round}.",
        "cardcassonne.log.round-score.you": "You score {points|# point|# points} in round {round}.",
        "cardcassonne.log.round-score-chest": "{seat:seat} scores {points|# point|# points} in round {round} and puts {chest|# building|# buildings} under their chest.",
        "cardcassonne.log.round-score-chest.you": "You score {points|# point|# points} in round {round} and put {chest|# building|# buildings} under your chest.",
        "cardcassonne.log.chests-open": "The supply is out: the chests open.",
        "cardcassonne.log.building-sets": "{seat:seat} scores {points|# point|# points} for building sets.",
        "cardcassonne.log.building-sets.you": "You score {points|# point|# points} for building sets.",
        # Refusals: why a move is illegal.
        "cardcassonne.refusal.not-held": "you hold no {card} card",
        "cardcassonne.refusal.no-row": "name a row Y, R, G or B: 'play Y2>Y' (first card: 'play Y2>R down')",
        "cardcassonne.refusal.first-face-down": "your first card of a round goes face down: add ' down'",
        "cardcassonne.refusal.only-first-down": "only your first card of a round goes face down",
        "cardcassonne.refusal.colour-row": "face up, {card:card.the} goes only in {row}",
        "cardcassonne.refusal.follower-row": "place your follower at the end of row Y, R, G or B: 'follower>G'",
        "cardcassonne.refusal.follower-placed": "your follower already stands in a row this round",
        "cardcassonne.refusal.opening-row": "place {card:card.the} in a row: 'joker {code}>Y' (rows Y, R, G, B)",
        "cardcassonne.refusal.choice": "for {card:card.the} claimed from {row}: 'take 10' points now or 'keep' it",
        "cardcassonne.refusal.not-a-move": "play a card ('play Y2>Y', your first card of a round 'play Y2>R down') or place your follower ('follower>G')",
    },
    "fr": {
        **CARD_NAMES["fr"],
        "cardcassonne.title": "Cardcassonne",
        "cardcassonne.row.Y": "la rangée de l'abbaye",
        "cardcassonne.row.R": "la rangée de la route",
        "cardcassonne.row.G": "la rangée du pré",
        "cardcassonne.row.B": "la rangée de la ville",
        "cardcassonne.log.opening": "{seat:seat} donne et retourne les cartes de départ.",
        "cardcassonne.log.opening.you": "Vous donnez et retournez les cartes de départ.",
        "cardcassonne.log.opening-joker": "Le départ retourne {card:card.the} : {seat:seat} choisit sa rangée.",
        "cardcassonne.log.opening-joker.you": "Le départ retourne {card:card.the} : vous choisissez sa rangée.",
        "cardcassonne.log.opening-done": "Les cartes de départ sont dans leurs rangées.",
        "cardcassonne.log.joker-placed": "{seat:seat} met {card:card.the} dans {row}.",
        "cardcassonne.log.joker-placed.you": "Vous mettez {card:card.the} dans {row}.",
        "cardcassonne.log.deal": "Manche {round} sur {rounds} : {seat:seat} distribue {count|# carte|# cartes} à chaque joueur.",
        "cardcassonne.log.deal.you": "Manche {round} sur {rounds} : vous distribuez {count|# carte|# cartes} à chaque joueur.",
        "cardcassonne.log.place": "{seat:seat} pose {card:card.the} dans {row}.",
        "cardcassonne.log.place.you": "Vous posez {card:card.the} dans {row}.",
        "cardcassonne.log.place-down": "{seat:seat} pose une carte face cachée dans {row}.",
        "cardcassonne.log.place-down.you": "Vous posez une carte face cachée dans {row}.",
        "cardcassonne.log.place-down-seen": "{seat:seat} pose {card:card.the} face cachée dans {row}.",
        "cardcassonne.log.place-down-seen.you": "Vous posez {card:card.the} face cachée dans {row}.",
        "cardcassonne.log.follower": "{seat:seat} pose un partisan au bout de {row} et prend {count|# carte|# cartes}.",
        "cardcassonne.log.follower.you": "Vous posez votre partisan au bout de {row} et prenez {count|# carte|# cartes}.",
        "cardcassonne.log.round-end": "Fin de la manche {round} : les partisans prennent leurs cartes.",
        "cardcassonne.log.claims": "{seat:seat} prend {cards:card.the}.",
        "cardcassonne.log.claims.you": "Vous prenez {cards:card.the}.",
        "cardcassonne.log.claims-nothing": "{seat:seat} ne prend rien.",
        "cardcassonne.log.claims-nothing.you": "Vous ne prenez rien.",
        "cardcassonne.log.keep": "{seat:seat} garde {card:card.the}.",
        "cardcassonne.log.keep.you": "Vous gardez {card:card.the}.",
        "cardcassonne.log.take-10": "{seat:seat} prend 10 points pour {card:card.the}.",
        "cardcassonne.log.take-10.you": "Vous prenez 10 points pour {card:card.the}.",
        "cardcassonne.log.round-score": "{seat:seat} marque {points|# point|# points} à la manche {round}.",
        "cardcassonne.log.round-score.you": "Vous marquez {points|# point|# points} à la manche {round}.",
        "cardcassonne.log.round-score-chest": "{seat:seat} marque {points|# point|# points} à la manche {round} et met {chest|# bâtiment|# bâtiments} dans son coffre.",
        "cardcassonne.log.round-score-chest.you": "Vous marquez {points|# point|# points} à la manche {round} et mettez {chest|# bâtiment|# bâtiments} dans votre coffre.",
        "cardcassonne.log.chests-open": "La pioche est épuisée : on ouvre les coffres.",
        "cardcassonne.log.building-sets": "{seat:seat} marque {points|# point|# points} pour ses séries de bâtiments.",
        "cardcassonne.log.building-sets.you": "Vous marquez {points|# point|# points} pour vos séries de bâtiments.",
        "cardcassonne.refusal.not-held": "vous n'avez pas de carte {card} en main",
        "cardcassonne.refusal.no-row": "nommez une rangée Y, R, G ou B : « play Y2>Y » (première carte : « play Y2>R down »)",
        "cardcassonne.refusal.first-face-down": "votre première carte de la manche se pose face cachée : ajoutez « down »",
        "cardcassonne.refusal.only-first-down": "seule votre première carte de la manche se pose face cachée",
        "cardcassonne.refusal.colour-row": "face visible, {card:card.the} ne va que dans {row}",
        "cardcassonne.refusal.follower-row": "posez votre partisan au bout de la rangée Y, R, G ou B : « follower>G »",
        "cardcassonne.refusal.follower-placed": "votre partisan est déjà posé dans une rangée cette manche",
        "cardcassonne.refusal.opening-row": "mettez {card:card.the} dans une rangée : « joker {code}>Y » (rangées Y, R, G, B)",
        "cardcassonne.refusal.choice": "pour {card:card.the} pris dans {row} : « take 10 » pour 10 points tout de suite, ou « keep » pour garder la carte",
        "cardcassonne.refusal.not-a-move": "posez une carte (« play Y2>Y », votre première carte de la manche « play Y2>R down ») ou votre partisan (« follower>G »)",
    },
}

register_messages(MESSAGES)
