"""Draw the app's icons (web/icons/*.png) from web/icons/icon.svg, in headless Chromium.

    .venv/bin/python -m tools.build.icons

Run it after changing icon.svg and commit the PNGs: the build copies them as they are, so it
needs no browser. The felt fills the whole square; the maskable icon draws the cards smaller,
inside the circle a launcher may crop to (80 % of the width). The Apple touch icon is the
180 px size iOS asks for.
"""

from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.browsers.drivers import launch_options

ICONS = Path(__file__).resolve().parents[2] / "web" / "icons"
SIZES = {"icon-192.png": 192, "icon-512.png": 512, "icon-maskable-512.png": 512,
         "apple-touch-icon.png": 180}
ART = '<g id="art" transform="translate(256 286)">'
SAFE_ART = '<g id="art" transform="translate(256 270) scale(0.74)">'



def main():
    svg = (ICONS / "icon.svg").read_text()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_options())
        for name, size in SIZES.items():
            art = svg.replace(ART, SAFE_ART) if "maskable" in name else svg
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f"<style>html,body{{margin:0}}svg{{display:block;width:{size}px;"
                             f"height:{size}px}}</style>{art}")
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
        browser.close()
    print(f"icons: wrote {', '.join(SIZES)} in {ICONS}")


if __name__ == "__main__":
    main()
