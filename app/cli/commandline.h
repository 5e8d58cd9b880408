#pragma once

#include "commands.h"

#include <memory>
#include <string>

namespace mazestudy::cli {

// Thrown by what mazestudy-cli lacks (the lab's JavaScript engine), before
// anything is written: runCommandLine() then hands the command line over.
struct HandOver { };

// What sets the two programs apart. mazestudy-cli runs the verbs that need
// only the engine and links no Qt, so it starts in a few milliseconds
// instead of the 35 that loading Qt's sixty libraries takes; it hands the
// rest to mazestudy-cli-qt, which runs every verb.
struct Program {
    // The verb's runner, or null when this program hands the verb over.
    VerbRunner (*runnerOf)(const std::string &verb) = nullptr;
    // Called once the verb is known, before it runs; what it returns lives
    // until the verb ends (the Qt program's application object).
    std::shared_ptr<void> (*start)(int &argc, char **argv) = nullptr;
    // Replaces this process by the other program with the same arguments;
    // returns only when that cannot be started, with the exit status, having
    // said why. Null in the program that runs every verb.
    int (*handOver)(const std::string &verb, char **argv) = nullptr;
};

// The runner of a verb that needs only the engine, or null for the others.
VerbRunner engineVerbRunner(const std::string &verb);

// The whole of main(): usage and --version, a verb's --help, running the
// verb, and its errors as exit statuses (2 for a mistake on the command
// line, 1 for anything else).
int runCommandLine(int argc, char **argv, const Program &program);

} // namespace mazestudy::cli
