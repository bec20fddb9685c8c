"""What the Python benchmarks in bench/ share (imported as `benchlib`: each runs as `python3 bench/NAME.py`,
which puts this folder on the import path). Standard library only."""

import os
import platform
import subprocess


def percentile(values, fraction):
    """The value at `fraction` (0.95 for p95) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def machine():
    """The machine, for a results file: cores, CPU model, memory, kernel."""
    cpu = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem = int(f.readline().split()[1]) / 1048576
    return f"{os.cpu_count()} cores ({cpu}), {mem:.1f} GiB of memory, {platform.system()} {platform.release()}"


def need_debian(*packages):
    """Installs the Debian packages that are missing, as bench/lib.sh's `need_debian` (which it runs)."""
    lib = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib.sh")
    subprocess.run(["bash", "-c", f'. "{lib}" && need_debian "$@"', "need_debian", *packages], check=True)
