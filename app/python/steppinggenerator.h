#pragma once

#include "generator.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

namespace mazestudy::python {

// A call the generator's state does not allow now (a finished maze's step()): Python's RuntimeError.
class GeneratorStateError : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

// mazestudy.Generator: a generator's step machine for Python. Its grid is a
// read-only NumPy view, 1 for wall, kept up to date move by move from each
// move's changed units, so a notebook can draw it while stepping.
class SteppingGenerator {
public:
    explicit SteppingGenerator(const MazeSpec &spec);

    // One move, as a dict: its kind, the fields its kind reports (the
    // replay's JSON keys) and the units it changed.
    pybind11::dict step();
    // The rest of the run, without the GIL.
    void run();

    // A view of the maze, valid while `self` (this generator's Python object) lives.
    pybind11::array_t<uint8_t> grid(const pybind11::object &self) const;
    const MazeSpec &spec() const { return m_machine->spec(); }
    // These refuse while run() goes on in another thread, as every call does.
    bool finished() const;
    uint64_t moves() const;
    double progress() const;
    // Outermost call first, as Python's tracebacks list them.
    pybind11::list callStack() const;
    pybind11::object workingSet(size_t maxItems) const;
    std::string narration() const;
    std::optional<Point> start() const;
    std::optional<Point> exit() const;

private:
    void copyUnits(const Rect &area);
    void refuseWhileRunning() const;

    std::unique_ptr<Generator> m_machine;
    std::vector<uint8_t> m_walls; // rows x cols, 1 for wall
    std::optional<Move> m_lastMove;
    bool m_running = false; // run() is going on with the GIL released
};

} // namespace mazestudy::python
