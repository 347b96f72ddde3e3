"""Stamps the web build with its version, for the service worker.

The version is the first 16 hex digits of a SHA-256 over every file the
build ships (names and bytes, in order), taken with the page's version
placeholder still in it. Writes sw.js (from the template given) with the
version and the files a visit needs, and the version into index.html.

Usage: python3 web/stamp-version.py DIST_WEB SW_TEMPLATE
"""

import hashlib
import json
import pathlib
import sys

# Fetched only to install the app, or read from a link: not kept offline.
NOT_KEPT = {"sw.js", "icon-192.png", "icon-512.png", "icon-maskable-512.png",
            "THIRD-PARTY-LICENSES.html", "LICENSE-MIT", "LICENSE-APACHE"}


def main() -> None:
    root = pathlib.Path(sys.argv[1])
    template = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
    files = [f for f in files if f != "sw.js"]
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0")
        digest.update((root / name).read_bytes())
    version = digest.hexdigest()[:16]
    kept = [f for f in files if f not in NOT_KEPT and not f.endswith(".txt")]
    page = root / "index.html"
    text = page.read_text(encoding="utf-8")
    if "__APP_VERSION__" not in text:
        sys.exit("index.html has no __APP_VERSION__ to stamp")
    page.write_text(text.replace("__APP_VERSION__", version), encoding="utf-8")
    worker = template.replace("__VERSION__", version).replace("__FILES__", json.dumps(kept))
    (root / "sw.js").write_text(worker, encoding="utf-8")
    print(f"web version {version}: {len(kept)} files kept for offline play")


if __name__ == "__main__":
    main()
