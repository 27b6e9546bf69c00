#!/usr/bin/env python3
"""Benchmarks of `sketchpad serve` (issue 24), in a real headless Chromium:

  first paint    a gallery of 100 templates x 4 variants: page load to every picture shown (target <= 2 s)
  save -> page   save a template, time until its new picture is shown in the page; median of 20 (<= 150 ms)
  memory         the server's RSS after 10 edits and after 1,000 (within 20%)

    swift build -c release --product sketchpad-serve
    python3 Benchmarks/serve/bench.py [path/to/sketchpad-serve] [--edits 1000]
"""
import argparse, os, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from common import CHROMIUM, default_server, gallery, median, rss_kib, start, stop, template, write
from playwright.sync_api import sync_playwright

ALL_SHOWN = """() => { const imgs = [...document.querySelectorAll('.card figure img')];
  return imgs.length === %d && imgs.every(i => i.complete && i.naturalWidth > 0); }"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server", nargs="?", default=None)
    parser.add_argument("--templates", type=int, default=100)
    parser.add_argument("--edits", type=int, default=1000)
    args = parser.parse_args()
    server = args.server or default_server()
    folder = gallery(args.templates)
    process, url = start(server, folder)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1600, "height": 1000})
            # First paint: every card's every picture, drawn by a server that has drawn nothing yet.
            started = time.time()
            page.goto(url)
            page.wait_for_function(ALL_SHOWN % (4 * args.templates), timeout=120000, polling=20)
            first_paint = time.time() - started
            page.wait_for_function("document.body.dataset.live === '1'")
            print(f"first paint of {args.templates} templates x 4 variants: {first_paint:.2f} s")
            # A warm reload (the pictures are cached by content).
            started = time.time()
            page.reload()
            page.wait_for_function(ALL_SHOWN % (4 * args.templates), timeout=120000, polling=20)
            print(f"reload (cached pictures): {time.time() - started:.2f} s")

            # Save -> the new picture in the page.
            latencies = []
            for n in range(20):
                i = n % args.templates
                card = f'.card[data-id="0/screen-{i:03}.yaml"] figure img'
                before = page.eval_on_selector(card, "i => i.getAttribute('src')")
                started = time.time()
                write(os.path.join(folder, f"screen-{i:03}.yaml"), template(i, text=f"Edit {n}"))
                page.wait_for_function("""([sel, before]) => { const i = document.querySelector(sel);
                    return i.getAttribute('src') !== before && i.complete && i.naturalWidth > 0; }""",
                                       arg=[card, before], timeout=10000, polling="raf")
                latencies.append((time.time() - started) * 1000)
                time.sleep(0.05)
            print(f"save -> updated picture, 20 edits: median {median(latencies):.0f} ms, "
                  f"min {min(latencies):.0f}, max {max(latencies):.0f}")

            # Memory: edits keep coming while the page redraws what changed.
            def edit(n):
                i = n % args.templates
                card = f'.card[data-id="0/screen-{i:03}.yaml"]'
                version = page.eval_on_selector(card, "c => c.dataset.version")
                write(os.path.join(folder, f"screen-{i:03}.yaml"), template(i, text=f"Memory {n}"))
                page.wait_for_function("([sel, v]) => document.querySelector(sel).dataset.version !== v",
                                       arg=[card, version], timeout=10000, polling=10)
            for n in range(10):
                edit(n)
            time.sleep(0.5)
            after10 = rss_kib(process.pid)
            started = time.time()
            for n in range(10, args.edits):
                edit(n)
            time.sleep(0.5)
            after = rss_kib(process.pid)
            print(f"server RSS after 10 edits: {after10 / 1024:.1f} MiB; after {args.edits}: {after / 1024:.1f} MiB "
                  f"({(after / after10 - 1) * 100:+.1f}%), {args.edits - 10} edits in {time.time() - started:.1f} s")
            browser.close()
    finally:
        stop(process, folder)


if __name__ == "__main__":
    main()
