#include "steppinggenerator.h"

#include "framedescription.h"
#include "generatorcatalog.h"
#include "movefields.h"
#include "narration.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace py = pybind11;

namespace mazestudy::python {

namespace {

py::tuple unitOf(Point p)
{
    return py::make_tuple(p.row, p.col);
}

py::object directionOf(const std::optional<Direction> &d)
{
    return d ? py::object(py::str(directionName(*d))) : py::object(py::none());
}

// (top, left, bottom, right), inclusive, as grid[top:bottom + 1, left:right + 1] takes it.
py::object areaOf(const Rect &area)
{
    if (area.isEmpty())
        return py::none();
    return py::make_tuple(area.top, area.left, area.bottom, area.right);
}

// A move's fields as a dict's items, by visitMoveFields.
struct DictMoveFields {
    py::dict &dict;
    void point(const char *key, Point p) { dict[key] = unitOf(p); }
    void units(const char *key, Point first, Point second)
    {
        dict[key] = py::make_tuple(unitOf(first), unitOf(second));
    }
    void text(const char *key, const char *value) { dict[key] = value; }
    void number(const char *key, uint64_t value) { dict[key] = value; }
    void flag(const char *key, bool value) { dict[key] = value; }
    void none(const char *key) { dict[key] = py::none(); }
};

} // namespace

SteppingGenerator::SteppingGenerator(const MazeSpec &spec)
    : m_machine(makeGenerator(spec))
{
    const Grid &grid = m_machine->grid();
    m_walls.resize(size_t(grid.rows()) * size_t(grid.cols()));
    copyUnits(Rect {0, 0, grid.rows() - 1, grid.cols() - 1});
}

void SteppingGenerator::refuseWhileRunning() const
{
    if (m_running)
        throw GeneratorStateError("this generator is running in another thread: wait for its run() to return");
}

void SteppingGenerator::copyUnits(const Rect &area)
{
    const Grid &grid = m_machine->grid();
    const int top = std::max(area.top, 0);
    const int bottom = std::min(area.bottom, grid.rows() - 1);
    const int left = std::max(area.left, 0);
    const int right = std::min(area.right, grid.cols() - 1);
    for (int row = top; row <= bottom; ++row) {
        const size_t first = size_t(row) * size_t(grid.cols());
        for (int col = left; col <= right; ++col)
            m_walls[first + size_t(col)] = grid.at(row, col) == Grid::Wall ? 1 : 0;
    }
}

bool SteppingGenerator::finished() const
{
    refuseWhileRunning();
    return m_machine->finished();
}

uint64_t SteppingGenerator::moves() const
{
    refuseWhileRunning();
    return m_machine->moves();
}

double SteppingGenerator::progress() const
{
    refuseWhileRunning();
    return m_machine->progress();
}

std::optional<Point> SteppingGenerator::start() const
{
    refuseWhileRunning();
    return m_machine->start();
}

std::optional<Point> SteppingGenerator::exit() const
{
    refuseWhileRunning();
    return m_machine->exit();
}

py::dict SteppingGenerator::step()
{
    refuseWhileRunning();
    if (m_machine->finished())
        throw GeneratorStateError("the maze is finished: it has no more moves (see finished)");
    const Move move = m_machine->step();
    copyUnits(move.changed);
    m_lastMove = move;
    py::dict dict;
    dict["kind"] = move.kind->name;
    DictMoveFields fields {dict};
    visitMoveFields(move, fields);
    dict["changed"] = areaOf(move.changed);
    return dict;
}

void SteppingGenerator::run()
{
    refuseWhileRunning();
    if (m_machine->finished())
        return;
    {
        // Other Python threads may call in while the GIL is released.
        struct Running {
            bool &flag;
            explicit Running(bool &running)
                : flag(running)
            {
                flag = true;
            }
            ~Running() { flag = false; }
        } running(m_running);
        py::gil_scoped_release released;
        m_machine->run();
    }
    m_lastMove.reset();
    const Grid &grid = m_machine->grid();
    copyUnits(Rect {0, 0, grid.rows() - 1, grid.cols() - 1});
}

py::array_t<uint8_t> SteppingGenerator::grid(const py::object &self) const
{
    const py::ssize_t rows = m_machine->grid().rows();
    const py::ssize_t cols = m_machine->grid().cols();
    py::array_t<uint8_t> view({rows, cols}, {cols, py::ssize_t(1)}, m_walls.data(), self);
    view.attr("setflags")(py::arg("write") = false);
    return view;
}

py::list SteppingGenerator::callStack() const
{
    refuseWhileRunning();
    const CallStyle style = callStyleOf(spec().generator);
    py::list frames;
    for (size_t index = 0; index < callDepth(*m_machine); ++index) {
        const FrameDescription frame = describeFrame(*m_machine, index);
        py::list order;
        for (Direction d : frame.order)
            order.append(directionName(d));
        frames.append(py::dict(py::arg("depth") = frame.index + 1, py::arg("unit") = unitOf(frame.unit),
            py::arg("call") = frame.call, py::arg("order") = order, py::arg("order_text") = orderText(style, frame),
            py::arg("done") = frame.done, py::arg("trying") = directionOf(frame.trying),
            py::arg("next") = directionOf(frame.next)));
    }
    return frames;
}

py::object SteppingGenerator::workingSet(size_t maxItems) const
{
    refuseWhileRunning();
    const WorkingSet set = m_machine->workingSet(maxItems);
    if (!set.kind)
        return py::none();
    std::string title = set.kind->title;
    if (const size_t mark = title.find("%1"); mark != std::string::npos)
        title.replace(mark, 2, std::to_string(set.size));
    py::list items;
    for (const WorkingItem &item : set.items)
        items.append(py::dict(py::arg("area") = areaOf(item.area), py::arg("tag") = item.tag));
    return py::dict(py::arg("kind") = set.kind->name, py::arg("title") = title, py::arg("size") = set.size,
        py::arg("items") = items, py::arg("focus") = areaOf(set.focus));
}

std::string SteppingGenerator::narration() const
{
    refuseWhileRunning();
    Narration narration;
    if (m_lastMove)
        m_machine->narrate(*m_lastMove, narration);
    else if (m_machine->moves() == 0)
        m_machine->narrateStart(narration);
    else
        return std::string(); // after run(): no one move led here
    return narrationText(narration);
}

} // namespace mazestudy::python
