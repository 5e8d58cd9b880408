#!/usr/bin/env python3
"""Finds include cycles in the product's C++ (core/, qml/, app/).

Two kinds, each a mistake in the rooms' layering (docs/architecture.md):
- a module cycle: two modules (a .h and its .cpp) that include each other,
  directly or around a longer loop;
- a room cycle: rooms (core/X, qml/X, app/X, and the rooms of their own
  below a room, SUBROOMS) whose files include each other's, so that neither
  can be understood or built without the other.
Quoted includes are resolved by file name, as the flat include paths do.
Prints each cycle and exits 1; prints nothing and exits 0 when there is none.
"""
import os
import re
import subprocess
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# Folders below a room that are rooms of their own (qml/CMakeLists.txt's
# table gives each its include directory); any other subfolder belongs to its
# room, as qml/charts/files/ to the charts.
SUBROOMS = ("qml/lab/engine",)


def room_of(path):
    for room in SUBROOMS:
        if path.startswith(room + "/"):
            return room
    return "/".join(path.split("/")[:2])


def strongly_connected(graph):
    """Tarjan's algorithm, iteratively; returns the components of more than one node."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def main():
    files = subprocess.run(["git", "ls-files", "core", "qml", "app"], capture_output=True, text=True,
                           check=True).stdout.split()
    sources = [f for f in files if f.endswith((".cpp", ".h")) and os.path.exists(f)]
    by_name = {}
    for path in sources:
        by_name.setdefault(os.path.basename(path), []).append(path)
    modules, rooms = {}, {}
    for path in sources:
        module = os.path.splitext(path)[0]
        modules.setdefault(module, set())
        rooms.setdefault(room_of(path), set())
        with open(path, encoding="utf-8") as text:
            for name in INCLUDE.findall(text.read()):
                for target in by_name.get(os.path.basename(name), []):
                    target_module = os.path.splitext(target)[0]
                    if target_module != module:
                        modules[module].add(target_module)
                    if room_of(target) != room_of(path):
                        rooms[room_of(path)].add(room_of(target))
    status = 0
    for cycle in strongly_connected(modules):
        print("include cycle between modules: " + ", ".join(cycle))
        status = 1
    for cycle in strongly_connected(rooms):
        print("include cycle between rooms: " + ", ".join(cycle))
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
