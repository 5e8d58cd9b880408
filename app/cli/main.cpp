// mazestudy-cli: runs the verbs that need only the engine, and hands the
// others (and a lab generator's script) to mazestudy-cli-qt.
#include "commandline.h"
#include "generatorcatalog.h"
#include "labinfo.h"

#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <iostream>

using namespace mazestudy;
using namespace mazestudy::cli;

namespace {

int handOver(const std::string &verb, char **argv)
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::string program = (self.parent_path() / MAZESTUDY_CLI_QT_FROM_BIN).lexically_normal().string();
    if (!error) {
        execv(program.c_str(), argv);
        error = std::error_code(errno, std::generic_category());
    }
    std::cerr << "mazestudy-cli " << verb << ": this needs " << program
              << " (the part of mazestudy-cli that uses Qt), which cannot be started: " << error.message() << "\n";
    return 1;
}

// The lab's entry in the catalogue, as mazestudy-cli-qt has it, so that
// `generators` lists it; the first use of its script hands over.
void registerLabHandOver()
{
    GeneratorInfo info = labGeneratorInfo();
    info.prepareOptions = [](MazeSpec &) { throw HandOver(); };
    info.checkOptions = [](const MazeSpec &) { throw HandOver(); };
    info.make = [](MazeSpec) -> std::unique_ptr<Generator> { throw HandOver(); };
    registerGenerator(std::move(info));
}

} // namespace

int main(int argc, char **argv)
{
    registerLabHandOver();
    return runCommandLine(argc, argv, Program {engineVerbRunner, nullptr, handOver});
}
