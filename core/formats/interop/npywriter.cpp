#include "npywriter.h"

#include <ostream>
#include <string>
#include <vector>

namespace mazestudy {

void writeNpy(std::ostream &out, const Grid &grid)
{
    std::string header = "{'descr': '|u1', 'fortran_order': False, 'shape': (" + std::to_string(grid.rows()) + ", "
        + std::to_string(grid.cols()) + "), }";
    // The format pads the header with spaces and a newline so that the data
    // starts at a multiple of 64 bytes: 6 magic, 2 version, 2 length bytes.
    const size_t prefix = 10;
    const size_t padded = (prefix + header.size() + 1 + 63) / 64 * 64;
    header.append(padded - prefix - header.size() - 1, ' ');
    header += '\n';
    out.write("\x93NUMPY\x01\x00", 8);
    const char length[2] = {char(header.size() & 0xff), char(header.size() >> 8)};
    out.write(length, 2);
    out << header;
    std::vector<char> row(size_t(grid.cols()));
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c)
            row[size_t(c)] = grid.at(r, c) == Grid::Floor ? 0 : 1;
        out.write(row.data(), std::streamsize(row.size()));
    }
}

} // namespace mazestudy
