#include "workingset.h"

namespace mazestudy {

const WorkingSetKind ActiveListSet {
    "active-list", QT_TRANSLATE_NOOP("WorkingSet", "Active list, newest first; cells: %1")};
const WorkingSetKind RunSet {"run", QT_TRANSLATE_NOOP("WorkingSet", "The run, cells: %1"), false, true};

} // namespace mazestudy
