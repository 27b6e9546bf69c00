"""Shared by the preview server's benchmarks: a generated gallery and a server to run over it."""
import os, re, subprocess, tempfile, time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHROMIUM = os.environ.get("SKETCHPAD_CHROMIUM", "/usr/bin/chromium")


def template(i, text="Item"):
    """A small screen with 4 variants (2 appearances x 2 text sizes), different per index."""
    return f"""canvas: {{width: 320, height: 200}}
variants:
  appearances: [light, dark]
  textSizes: [default, xLarge]
views:
  - {{id: title, type: label, text: "{text} {i}", font: headline}}
  - {{id: body, type: label, text: "Body text of card number {i}, long enough to wrap onto a second line.", lines: 0}}
  - {{id: go, type: button, title: Open}}
constraints:
  - "title.top == root.margins.top"
  - "H:|-[title]-|"
  - "body.top == title.bottom + 8"
  - "H:|-[body]-|"
  - "go.top == body.bottom + 12"
  - "go.leading == root.margins.leading"
"""


def write(path, text):
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def gallery(count):
    folder = tempfile.mkdtemp(prefix="sketchpad-serve-bench-")
    for i in range(count):
        write(os.path.join(folder, f"screen-{i:03}.yaml"), template(i))
    return folder


def start(server, folder, *extra):
    process = subprocess.Popen([server, folder, "--port", "0", *extra], stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"(http://[0-9.]+:\d+/)", line)
    if not match:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return process, match.group(1)


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def median(values):
    ordered = sorted(values)
    n = len(ordered)
    return ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2


def default_server():
    for config in ("release", "debug"):
        path = os.path.join(ROOT, ".build", config, "sketchpad-serve")
        if os.access(path, os.X_OK):
            return path
    raise SystemExit("build it first: swift build -c release --product sketchpad-serve")


def stop(process, folder):
    """Stops the server (as Ctrl-C would) and removes the generated gallery."""
    import shutil
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(folder, ignore_errors=True)
