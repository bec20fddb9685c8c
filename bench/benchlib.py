"""What the Python benchmarks in bench/ share (imported as `benchlib`: each runs as `python3 bench/NAME.py`,
which puts this folder on the import path). Standard library only."""

import os
import platform


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
