"""Test discovery rules shared by memopt's Go lit and LLVM's lit.

lit.cfg.py imports this module (a class defined in lit.cfg.py itself cannot
be pickled for lit's worker processes). It reads lit.suite and the lit.local
files exactly as memopt's Go lit does: tests are files with a listed suffix,
not excluded, that contain a RUN: line.
"""
import os
import re

import lit.formats
import lit.Test

here = os.path.dirname(os.path.abspath(__file__))
run_line = re.compile(r"(^|[^\w-])RUN:", re.M)


def read_cfg(path, cfg):
    """Reads a 'key: value' configuration file into the dict cfg."""
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, _, value = line.partition(":")
            cfg[key.strip()] = value.strip()
    return cfg


suite = read_cfg(os.path.join(here, "lit.suite"), {})


def local_cfg(directory):
    """The lit.suite settings overridden by lit.local files down to directory."""
    cfg = dict(suite)
    rel = os.path.relpath(directory, here)
    cur = here
    parts = [] if rel == "." else rel.split(os.sep)
    for i in range(len(parts) + 1):
        if i:
            cur = os.path.join(cur, parts[i - 1])
        local = os.path.join(cur, "lit.local")
        if os.path.exists(local):
            read_cfg(local, cfg)
    return cfg


class MemoptTest(lit.formats.ShTest):
    """ShTest (internal shell) that applies the lit.suite/lit.local rules."""

    def __init__(self):
        super().__init__(execute_external=False)

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        directory = testSuite.getSourcePath(path_in_suite)
        cfg = local_cfg(directory)
        suffixes = tuple(cfg.get("suffixes", "").split())
        excludes = set(cfg.get("excludes", "").split())
        excludes |= {"lit.suite", "lit.local", "lit.cfg.py", "Output"}
        for name in sorted(os.listdir(directory)):
            path = os.path.join(directory, name)
            if name in excludes or name.startswith(".") or os.path.isdir(path):
                continue
            if not name.endswith(suffixes):
                continue
            if cfg.get("require-run-line") == "true":
                with open(path, errors="replace") as f:
                    if not run_line.search(f.read()):
                        continue
            yield lit.Test.Test(testSuite, path_in_suite + (name,), localConfig)
