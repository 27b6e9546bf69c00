#!/usr/bin/env python3
"""Browser tests of `sketchpad serve` with a real headless Chromium (Debian's, driven by Playwright).

The gallery loads; an edit on disk updates the page; clicking a view opens the inspector with the
right constraints and source lines; Approve records exactly one golden; a Swift script is a card
that builds in the background, then shows its picture, and its compile error at its line. Screenshots go to
artifacts/browser/. Run from the package root after `swift build --product sketchpad-serve`:

    python3 Tests/Browser/test_serve.py [path/to/sketchpad-serve]
"""
import os, re, shutil, subprocess, sys, tempfile, time, traceback
from playwright.sync_api import sync_playwright, expect

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SERVER = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "sketchpad-serve")
ARTIFACTS = os.path.join(ROOT, "artifacts", "browser")
CHROMIUM = os.environ.get("SKETCHPAD_CHROMIUM", "/usr/bin/chromium")

CARD = """canvas: {width: 240, height: 140}
variants:
  appearances: [light, dark]
views:
  - {id: title, type: label, text: Hello, font: title2}
  - {id: button, type: button, title: Go}
  - {id: badge, type: box, fill: "#FF9500"}
constraints:
  - "title.top == root.margins.top"
  - "title.leading == root.margins.leading"
  - "button.top == title.bottom + 12"
  - "button.leading == title.leading"
  - "title.width == 500 @250"
  - "badge.top == title.top"
  - "badge.leading == title.leading"
  - "badge.width == 30"
  - "badge.height == 30"
"""
LIST = """canvas: {width: 240, height: 120}
include: [_parts/rows.yaml]
views:
  - use: row
    id: first
constraints:
  - "first.top == root.margins.top"
  - "H:|[first]|"
"""
ROWS = """components:
  row:
    view: {type: label, text: Row}
"""
SCRIPT = """import Sketchpad
let root = View()
let title = Label("Drawn by a script")
root.addSubview(title)
Constraint.activate([
    title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
    title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
])
try Scene(size: Size(width: 220, height: 60), root: root).render(to: CommandLine.arguments[1] + "/script.png")
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def start(folder, golden):
    return start_files([folder, "--golden", golden])


def start_files(arguments, cwd=None):
    process = subprocess.Popen([os.path.abspath(SERVER), *arguments, "--port", "0"], cwd=cwd,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"(http://[0-9.]+:\d+/)", line)
    if not match:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r} {process.stderr.read()!r}")
    return process, match.group(1)


def main():
    if not os.access(SERVER, os.X_OK):
        raise SystemExit(f"{SERVER} is missing: swift build --product sketchpad-serve")
    os.makedirs(ARTIFACTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="sketchpad-browser-")
    folder, golden = os.path.join(work, "templates"), os.path.join(work, "golden")
    os.makedirs(golden)
    write(os.path.join(folder, "card.yaml"), CARD)
    write(os.path.join(folder, "list.yaml"), LIST)
    write(os.path.join(folder, "_parts", "rows.yaml"), ROWS)
    process, url = start(folder, golden)
    failures = []

    def check(name, body):
        started = time.time()
        try:
            body()
            print(f"ok   {name} ({time.time() - started:.2f} s)")
        except Exception:
            failures.append(name)
            print(f"FAIL {name}\n{traceback.format_exc()}")
            page.screenshot(path=os.path.join(ARTIFACTS, f"failed-{name}.png"), full_page=True)

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))

            def all_pictures_loaded():
                page.wait_for_function("""() => { const imgs = [...document.querySelectorAll('.card:not(.broken) figure img')];
                    return imgs.length > 0 && imgs.every(i => i.complete && i.naturalWidth > 0); }""", timeout=10000)

            def gallery_loads():
                page.goto(url)
                expect(page.locator(".card")).to_have_count(2)
                expect(page.locator('.card[data-id="0/card.yaml"] figure')).to_have_count(2)
                all_pictures_loaded()
                page.wait_for_function("document.body.dataset.live === '1'")
                # The draw of a variant found the badge over the title: an amber count on the card.
                expect(page.locator('.card[data-id="0/card.yaml"] .badge.warnings')).to_have_text(re.compile(r"[1-9]"))
                page.fill("#search", "list")
                expect(page.locator(".card:not(.hidden)")).to_have_count(1)
                page.fill("#search", "")
                page.select_option("#f-appearance", "dark")
                expect(page.locator('.card[data-id="0/card.yaml"] figure:not(.hidden)')).to_have_count(1)
                page.select_option("#f-appearance", "")
                page.screenshot(path=os.path.join(ARTIFACTS, "gallery.png"), full_page=True)

            def edit_updates_page():
                img = page.locator('.card[data-id="0/list.yaml"] figure img').first
                before = img.get_attribute("src")
                started = time.time()
                write(os.path.join(folder, "_parts", "rows.yaml"), ROWS.replace("text: Row", "text: Edited row"))
                page.wait_for_function("""(before) => { const i = document.querySelector('.card[data-id="0/list.yaml"] figure img');
                    return i.getAttribute('src') !== before && i.complete && i.naturalWidth > 0; }""", arg=before, timeout=5000)
                print(f"     save -> new picture in the page: {(time.time() - started) * 1000:.0f} ms")
                assert page.locator('.card[data-id="0/card.yaml"]').get_attribute("data-version") == "1"
                # A file that stops parsing: its error at its line, the last pictures greyed.
                write(os.path.join(folder, "card.yaml"), CARD.replace("text: Hello,", "text: [Hello,"))
                card = page.locator('.card[data-id="0/card.yaml"]')
                expect(card).to_have_class(re.compile("broken"))
                expect(card.locator(".variants")).to_have_class(re.compile("stale"))
                expect(card.locator(".problems li.error")).to_contain_text("card.yaml:5")
                assert card.locator("figure img").count() == 2
                page.screenshot(path=os.path.join(ARTIFACTS, "broken.png"), full_page=True)
                write(os.path.join(folder, "card.yaml"), CARD)
                expect(card).not_to_have_class(re.compile("broken"))
                all_pictures_loaded()

            def click_opens_inspector():
                img = page.locator('.card[data-id="0/card.yaml"] figure img').first
                box = img.bounding_box()
                natural = page.evaluate("(i) => i.naturalWidth", img.element_handle())
                # The button sits 12 points under the title; click its middle (canvas points, scale 1).
                layout = page.evaluate("async () => (await (await fetch('/api/layout/0/card.yaml?variant=0')).json())")
                button = next(v for v in layout["views"] if v["id"] == "button")["frame"]
                k = box["width"] / layout["canvas"]["horizontal"]
                page.mouse.click(box["x"] + (button["x"] + button["width"] / 2) * k, box["y"] + (button["y"] + button["height"] / 2) * k)
                expect(page.locator("#inspector")).to_be_visible()
                expect(page.locator('.node.selected')).to_have_attribute("data-view", "button")
                rows = page.locator("#details .constraint")
                expect(rows).to_have_count(2)
                texts = rows.all_inner_texts()
                assert any("card.yaml:11" in t for t in texts), texts
                assert any("card.yaml:12" in t for t in texts), texts
                assert all(r.get_attribute("data-outcome") == "satisfied" for r in rows.all())
                # The title's constraints: the 500-point width lost.
                page.locator('.node[data-view="title"]').click()
                lost = page.locator('#details .constraint[data-outcome="unmet"]')
                expect(lost).to_have_count(1)
                expect(lost).to_contain_text("card.yaml:13")
                # Hovering a constraint outlines both views it relates.
                page.locator('#details .constraint', has_text="bottom + 12").hover()
                expect(page.locator("#i-marks .mark")).to_have_count(2)
                page.locator('#i-overlays input[value="frames"]').check()
                page.wait_for_function("document.querySelector('#i-image').src.includes('overlays=frames')")
                page.wait_for_function("document.querySelector('#i-image').complete && document.querySelector('#i-image').naturalWidth > 0")
                page.screenshot(path=os.path.join(ARTIFACTS, "inspector.png"), full_page=True)
                page.click("#i-close")

            def approve_records_one_golden():
                page.click("#tab-review")
                items = page.locator(".ritem")
                expect(items).to_have_count(3)            # card light, card dark, list: all new
                page.locator('.ritem[data-name="card--dark"] button.approve').click()
                expect(page.locator("#status")).to_contain_text("recorded card--dark")
                assert sorted(os.listdir(golden)) == ["card--dark.png"], os.listdir(golden)
                page.check('input[name="rf"][value="same"]')
                expect(page.locator(".ritem")).to_have_count(1)
                page.check('input[name="rf"][value=""]')
                page.screenshot(path=os.path.join(ARTIFACTS, "review.png"), full_page=True)

            def script_card_builds_then_shows_errors_at_their_line():
                # A Swift script is a card: building… at once, then its picture; a compile error
                # at its line, the last picture greyed.
                scripts = os.path.join(work, "scripts")
                write(os.path.join(scripts, "mockup.swift"), SCRIPT)
                write(os.path.join(scripts, "card.yaml"), CARD)
                served, served_url = start_files([scripts], cwd=work)
                try:
                    page.goto(served_url)
                    card = page.locator('.card[data-id="0/mockup.swift"]')
                    expect(card.locator(".badge.building")).to_have_count(1)
                    # The template beside it is drawn meanwhile.
                    page.wait_for_function("""() => [...document.querySelectorAll('.card[data-id="0/card.yaml"] figure img')]
                        .every(i => i.complete && i.naturalWidth > 0)""", timeout=10000)
                    expect(card.locator(".badge.building")).to_have_count(0, timeout=300000)
                    page.wait_for_function("""() => { const i = document.querySelector('.card[data-id="0/mockup.swift"] figure img');
                        return i && i.complete && i.naturalWidth === 220; }""", timeout=10000)
                    page.screenshot(path=os.path.join(ARTIFACTS, "script.png"), full_page=True)
                    write(os.path.join(scripts, "mockup.swift"), SCRIPT.replace('Label("Drawn', 'Lable("Drawn'))
                    expect(card).to_have_class(re.compile("broken"), timeout=300000)
                    expect(card.locator(".variants")).to_have_class(re.compile("stale"))
                    expect(card.locator(".problems li.error")).to_contain_text("mockup.swift:3")
                    assert card.locator("figure img").count() == 1
                    page.screenshot(path=os.path.join(ARTIFACTS, "script-broken.png"), full_page=True)
                finally:
                    served.terminate()
                    served.wait(timeout=5)

            def screenshot_of_real_templates():
                # The README's picture: real templates, one inspected (artifacts/browser/serve.png).
                files = [f"Templates/{name}" for name in ("sign-up.yaml", "alert-canvas.yaml", "pseudo-locales.yaml")]
                shown, shown_url = start_files(files, cwd=ROOT)
                try:
                    page.goto(shown_url)
                    all_pictures_loaded()
                    page.locator('.card[data-id="0/sign-up.yaml"] figure img').first.click(position={"x": 60, "y": 120})
                    expect(page.locator("#inspector")).to_be_visible()
                    page.locator('#i-overlays input[value="margins"]').check()
                    page.wait_for_function("document.querySelector('#i-image').src.includes('overlays=margins')")
                    page.wait_for_function("document.querySelector('#i-image').complete && document.querySelector('#i-image').naturalWidth > 0")
                    page.screenshot(path=os.path.join(ARTIFACTS, "serve.png"))
                finally:
                    shown.terminate()
                    shown.wait(timeout=5)

            check("gallery_loads", gallery_loads)
            check("edit_updates_page", edit_updates_page)
            check("click_opens_inspector", click_opens_inspector)
            check("approve_records_one_golden", approve_records_one_golden)
            check("script_card_builds_then_shows_errors_at_their_line", script_card_builds_then_shows_errors_at_their_line)
            check("screenshot_of_real_templates", screenshot_of_real_templates)
            if errors:
                failures.append("page errors")
                print("FAIL page errors:", errors)
            browser.close()
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            failures.append("server did not stop on SIGTERM")
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failed: {', '.join(failures)}")
        sys.exit(1)
    print("browser tests passed")


if __name__ == "__main__":
    main()
