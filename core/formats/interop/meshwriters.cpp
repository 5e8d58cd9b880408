#include "meshwriters.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <ostream>
#include <string>

namespace mazestudy {

namespace {

void putUint32(char *at, uint32_t value)
{
    for (int k = 0; k < 4; ++k)
        at[k] = char((value >> (8 * k)) & 0xff);
}

void putFloat(char *at, float value)
{
    uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    putUint32(at, bits);
}

std::array<float, 3> unitNormal(const Mesh &mesh, const std::array<uint32_t, 3> &triangle)
{
    const auto &a = mesh.vertices[triangle[0]];
    const auto &b = mesh.vertices[triangle[1]];
    const auto &c = mesh.vertices[triangle[2]];
    double n[3];
    for (int axis = 0; axis < 3; ++axis) {
        const size_t u = size_t(axis + 1) % 3;
        const size_t v = size_t(axis + 2) % 3;
        n[axis] = (double(b[u]) - a[u]) * (double(c[v]) - a[v]) - (double(b[v]) - a[v]) * (double(c[u]) - a[u]);
    }
    const double length = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    if (length == 0)
        return {0, 0, 0};
    return {float(n[0] / length), float(n[1] / length), float(n[2] / length)};
}

void appendNumber(std::string &text, float value)
{
    char number[32];
    const auto result = std::to_chars(number, number + sizeof number, value);
    text.append(number, result.ptr);
}

} // namespace

void writeStl(std::ostream &out, const Mesh &mesh)
{
    // NUL-padded, as most writers do: readers such as ADMesh print the header
    // as a C string, and one with no NUL runs on into their own memory.
    char header[84] = {};
    const char title[] = "MazeStudy maze model: millimetres, z up, binary STL";
    std::memcpy(header, title, sizeof title - 1);
    putUint32(header + 80, uint32_t(mesh.triangles.size()));
    out.write(header, sizeof header);
    std::string chunk;
    char facet[50] = {};
    for (const auto &triangle : mesh.triangles) {
        const auto normal = unitNormal(mesh, triangle);
        for (size_t k = 0; k < 3; ++k)
            putFloat(facet + 4 * k, normal[k]);
        for (size_t corner = 0; corner < 3; ++corner)
            for (size_t k = 0; k < 3; ++k)
                putFloat(facet + 12 + 12 * corner + 4 * k, mesh.vertices[triangle[corner]][k]);
        chunk.append(facet, sizeof facet);
        if (chunk.size() >= 1 << 16) {
            out.write(chunk.data(), std::streamsize(chunk.size()));
            chunk.clear();
        }
    }
    out.write(chunk.data(), std::streamsize(chunk.size()));
}

void writeObj(std::ostream &out, const Mesh &mesh)
{
    std::string text = "# MazeStudy maze model: millimetres, z up, faces counter-clockwise seen from outside\n# "
        + std::to_string(mesh.vertices.size()) + " vertices, " + std::to_string(mesh.triangles.size())
        + " triangles\no maze\n";
    const auto flush = [&out, &text](bool always) {
        if (always || text.size() >= 1 << 16) {
            out.write(text.data(), std::streamsize(text.size()));
            text.clear();
        }
    };
    for (const auto &vertex : mesh.vertices) {
        text += 'v';
        for (float value : vertex) {
            text += ' ';
            appendNumber(text, value);
        }
        text += '\n';
        flush(false);
    }
    for (const auto &triangle : mesh.triangles) {
        text += 'f';
        for (uint32_t vertex : triangle) {
            text += ' ';
            text += std::to_string(vertex + 1);
        }
        text += '\n';
        flush(false);
    }
    flush(true);
}

} // namespace mazestudy
