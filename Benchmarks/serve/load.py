#!/usr/bin/env python3
"""Load test of `sketchpad serve`: 50 clients reload the page at once, over and over (the page,
its script and style, the file list, every picture), and none may see an error.

    python3 Benchmarks/serve/load.py [path/to/sketchpad-serve] [--clients 50] [--rounds 5]
"""
import argparse, http.client, json, os, sys, threading, time
sys.path.insert(0, os.path.dirname(__file__))
from common import default_server, gallery, median, start, stop


def reload(port, timings, errors):
    started = time.time()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for path in ["/", "/app.js", "/style.css"]:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                errors.append(f"{path}: {response.status}")
        connection.request("GET", "/api/files")
        response = connection.getresponse()
        cards = json.loads(response.read())
        for card in cards:
            for variant in card["variants"]:
                path = f"/render/{card['id']}?variant={variant['index']}&v={card['version']}"
                connection.request("GET", path)
                response = connection.getresponse()
                body = response.read()
                if response.status != 200 or not body.startswith(b"\x89PNG"):
                    errors.append(f"{path}: {response.status}")
        connection.close()
    except Exception as error:   # a refused or cut connection is an error of the test
        errors.append(repr(error))
    timings.append(time.time() - started)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server", nargs="?", default=None)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--templates", type=int, default=20)
    args = parser.parse_args()
    folder = gallery(args.templates)
    process, url = start(args.server or default_server(), folder)
    port = int(url.rsplit(":", 1)[1].strip("/"))
    errors, timings = [], []
    try:
        started = time.time()
        for _ in range(args.rounds):
            threads = [threading.Thread(target=reload, args=(port, timings, errors)) for _ in range(args.clients)]
            for t in threads: t.start()
            for t in threads: t.join()
        elapsed = time.time() - started
        requests = args.rounds * args.clients * (4 + 4 * args.templates)
        print(f"{args.clients} clients x {args.rounds} reloads of {args.templates} templates x 4 variants: "
              f"{requests} requests in {elapsed:.1f} s ({requests / elapsed:.0f}/s); "
              f"reload median {median(timings):.2f} s, max {max(timings):.2f} s; errors: {len(errors)}")
        alive = process.poll() is None
        if errors or not alive:
            print("FAIL:", errors[:10], "" if alive else "(the server died)")
            sys.exit(1)
    finally:
        stop(process, folder)


if __name__ == "__main__":
    main()
