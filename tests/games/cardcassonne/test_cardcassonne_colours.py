"""Cardcassonne: every seat's mark stands out on every background it is drawn on.

A seat's follower, its pawn on the track and the dot on a card it placed face down are its
colour ringed by its outline. A mark stands out (WCAG 1.4.11, non-text contrast, 3:1) when
its colour or its ring contrasts enough with what lies behind it, and the ring with the
colour, so the ring reads as the edge of the mark. The colours are read from the files that
draw them, so a change of the art or of a stylesheet is checked here.
"""

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[3] / "web"
ART = (WEB / "games" / "cardcassonne" / "art.js").read_text(encoding="utf-8")
BOARD_CSS = (WEB / "games" / "cardcassonne" / "board.css").read_text(encoding="utf-8")
STYLES = (WEB / "styles.css").read_text(encoding="utf-8")
MINIMUM_CONTRAST = 3.0
HEX = r"#[0-9a-fA-F]{3,6}\b"


def rgb(hex_colour):
    """(r, g, b) in 0..255 of "#abc" or "#aabbcc"."""
    digits = hex_colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(digit * 2 for digit in digits)
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def luminance(colour):
    """WCAG relative luminance of an sRGB colour."""
    def linear(channel):
        channel /= 255
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(channel) for channel in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    lighter, darker = sorted((luminance(a), luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def over(top, alpha, bottom):
    """`top` at opacity `alpha` composited over the opaque `bottom`."""
    return tuple(alpha * t + (1 - alpha) * b for t, b in zip(top, bottom))


def art_list(name):
    found = re.search(rf"const {name} = \[([^\]]*)\]", ART)
    return [rgb(colour) for colour in re.findall(HEX, found.group(1))]


def art_colour(name):
    return rgb(re.search(rf"const {name} = \"({HEX})\"", ART).group(1))


def css_rule(css, selector):
    """The declarations of the first rule whose selector is exactly `selector`."""
    return re.search(rf"(?m)^{re.escape(selector)} \{{([^}}]*)\}}", css).group(1)


def custom_property(name):
    return re.search(rf"--{name}: ([^;]+);", STYLES).group(1).strip()


def resolve(value):
    """A colour value of styles.css, with its var(--x) replaced by what --x holds."""
    return re.sub(r"var\(--([a-z-]+)\)", lambda match: custom_property(match.group(1)), value)


def rgba(value):
    r, g, b, alpha = re.fullmatch(r"rgba\((\d+), (\d+), (\d+), ([\d.]+)\)", value).groups()
    return (int(r), int(g), int(b)), float(alpha)


def felts():
    """Every colour of the page's felt: the stops of the body's gradient."""
    background = resolve(re.search(r"background: (radial-gradient\([^;]+\))", css_rule(STYLES, "body"))
                         .group(1))
    return [rgb(colour) for colour in re.findall(HEX, background)]


def panels():
    """A player's panel and the hand's: the panel's shade over the felt."""
    shade, alpha = rgba(custom_property("panel"))
    for selector in (".cc-player", ".cc-panel"):
        assert "background: var(--panel)" in css_rule(BOARD_CSS, selector), selector
    return [over(shade, alpha, felt) for felt in felts()]


def rows():
    """A row of each colour: color-mix(in srgb, var(--row) P%, shade) over the felt."""
    mix = re.search(r"background: color-mix\(in srgb, var\(--row\) (\d+)%, (rgba\([^)]*\))\)",
                    css_rule(BOARD_CSS, ".cc-row"))
    share = int(mix.group(1)) / 100
    shade, shade_alpha = rgba(mix.group(2))
    # color-mix interpolates premultiplied colours; the row colour is opaque.
    alpha = share + (1 - share) * shade_alpha
    found = re.search(r"ROW_COLOUR = \{([^}]*)\}", ART).group(1)
    backgrounds = []
    for row in (rgb(colour) for colour in re.findall(HEX, found)):
        mixed = tuple((share * r + (1 - share) * shade_alpha * s) / alpha for r, s in zip(row, shade))
        backgrounds += [over(mixed, alpha, felt) for felt in felts()]
    return backgrounds


def track():
    """The stripes of the score track the pawns climb."""
    return [rgb(colour) for colour in re.findall(HEX, css_rule(BOARD_CSS, ".cc-track"))]


BACKGROUNDS = {"card back": [art_colour("WOOD")], "panel": panels(), "row": rows(), "track": track()}
SEATS = list(zip(art_list("SEAT_COLOURS"), art_list("SEAT_OUTLINES"), strict=True))


def test_the_backgrounds_are_read():
    assert len(SEATS) == 5
    assert len(BACKGROUNDS["row"]) == 4 * len(felts()) and len(felts()) >= 2
    assert len(BACKGROUNDS["track"]) == 2


@pytest.mark.parametrize("seat", range(len(SEATS)))
def test_a_seat_ring_reads_as_the_edge_of_its_mark(seat):
    colour, outline = SEATS[seat]
    assert contrast(colour, outline) >= MINIMUM_CONTRAST


@pytest.mark.parametrize("place", list(BACKGROUNDS))
@pytest.mark.parametrize("seat", range(len(SEATS)))
def test_a_seat_mark_stands_out_on_what_lies_behind_it(seat, place):
    colour, outline = SEATS[seat]
    faint = [background for background in BACKGROUNDS[place]
             if max(contrast(colour, background), contrast(outline, background)) < MINIMUM_CONTRAST]
    assert not faint, f"seat {seat + 1} ({colour}, ringed {outline}) is faint on the {place}: {faint}"


def test_every_mark_is_painted_with_its_seat_ring():
    # One place pairs a seat's colour with its ring: a mark drawn in the colour alone (the dot
    # of a face-down card was once ringed in black whatever the seat) escapes the test above.
    assert ART.count("SEAT_COLOURS[") == 1
    assert ART.count("SEAT_OUTLINES[") == 1
