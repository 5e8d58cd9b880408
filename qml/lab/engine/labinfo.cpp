#include "labinfo.h"

#include "labgenerator.h"

using namespace mazestudy;

GeneratorInfo labGeneratorInfo()
{
    GeneratorInfo info;
    info.id = "lab";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Your own generator");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "the mazedfs lab, in JavaScript or in the assignment's own Java: your digout(y, x) digs M; the lab calls "
        "digout(mheight - 2, mwidth - 2) and then digs the exit");
    info.oddSizesOnly = true;
    info.options = {
        {"script", "", "FILE.js|FILE.java",
            "the script: a .js file defining digout(y, x), or a studentcode.java whose class extends mazedfs (the "
            ".java files beside it compile with it); in the window, the lab's editor",
            false},
        {"time-limit", "5", "1..600", "seconds a script may run before it is stopped"},
    };
    info.colour = 0x777777;
    info.origin = GeneratorOrigin::Lab;
    info.callStyle = CallStyle::Lab;
    info.narrations = LabGenerator::narrationKinds();
    return info;
}
