#pragma once

#include "labcheck.h"

#include <cstdint>
#include <string>

// How lab check grades a script, for mazestudy-cli lab check and the lab
// editor's Check: over `runs` seeds from `seed`, it compiles, its digout
// makes a perfect maze with the exit dug, its solve() walks to the exit and
// its trace() marks a shortest path (labcheck.h's rules), with its dead ends
// and direction bias beside the permutation DFS's on the same seeds.

struct LabGradeSettings {
    int rows = 41; // the assignment's mazedfs: 41 x 51
    int cols = 51;
    int runs = 20;
    uint64_t seed = 1;
    int timeLimit = 5; // seconds a maze
};

// One check over the runs: how many passed, and the first failure's reason.
struct LabTally {
    int passed = 0;
    int tried = 0;
    std::string firstFailure; // "seed 3: " and the verdict's English text
    uint64_t firstFailureSeed = 0;
    mazestudy::Verdict firstVerdict; // for a program to word in its language

    void add(uint64_t seed, const mazestudy::Verdict &verdict);
    bool pass() const { return tried > 0 && passed == tried; }
};

struct LabGrade {
    std::string file; // as given, or empty for a script typed in the window
    bool java = false;
    bool compiles = true;
    std::string compileProblem;
    LabTally digout; // a perfect maze, every cell dug, no problem
    LabTally exit; // the exit dug
    LabTally solve;
    LabTally trace;
    size_t undugCells = 0; // over every run
    double deadEndShare = 0; // mean over the runs
    double horizontalShare = 0;
    bool pass() const { return compiles && digout.pass() && exit.pass() && solve.pass() && trace.pass(); }
};

struct LabBaseline {
    double deadEndShare = 0;
    double horizontalShare = 0;
};

// The script of a digest LabScripts holds (LabScripts::add, addFile).
LabGrade gradeLabScript(const std::string &digest, const LabGradeSettings &settings);
// The permutation DFS on the same seeds: the assignment's better way, as a
// student's digout should come out.
LabBaseline permutationBaseline(const LabGradeSettings &settings);
