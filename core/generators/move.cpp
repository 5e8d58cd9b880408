#include "move.h"

namespace mazestudy {

using namespace MoveField;

const MoveKind EnterMove {"enter", MoveRole::Enter, At};
const MoveKind ReturnMove {"return", MoveRole::Return, At};
const MoveKind OpenExitMove {"open-exit", MoveRole::Pair, UnitsReversed};
// Kruskal: the sets (one a cell); recursive division: the cells of its one chamber.
const MoveKind PrepareMove {"prepare", MoveRole::Area, Count};
// count: what the generator counts (cells or sets left, the walk's steps, the active list).
const MoveKind JoinMove {"join", MoveRole::Join, Step | Count};
const MoveKind WalkMove {"walk", MoveRole::Walk, Step | Count};
const MoveKind RejectMove {"reject", MoveRole::Pass, Step | Reason | Count};
// count: the row's sets.
const MoveKind RowEndMove {"row-end", MoveRole::RowEnd, At | Count};
const MoveKind CheckMove {"check", MoveRole::Window, At | Sweep | WallCount | BecameWall};
const MoveKind SweepEndMove {"sweep-end", MoveRole::SweepEnd, Sweep | WallsAdded};

const MoveReason SameSetReason {"same-set"};
const MoveReason ChanceReason {"chance"};
const MoveReason NoUnvisitedReason {"no-unvisited"};

} // namespace mazestudy
