// Times fastscapelib on a grid terrain4j wrote, inside one process, so the figures leave out the
// program's start-up and the file read. Built by benchmarks/peers/build.sh; run by table.sh.
//
//   fastscapelib_peer FILE ROWS COLUMNS SPACING REPEATS
//
// FILE holds ROWS × COLUMNS little-endian float32 heights, row by row, already depression-filled by
// terrain4j's draining fill (so both libraries route the same surface). Every edge node is a fixed-value
// outlet, as terrain4j's DrainageGrid.of makes its edges. Rows printed, one per operation:
//
//   name  minimum-ms  median-ms  checksum
//
//   routing   single_flow_router: receivers, donors and the stack, then accumulate(1.0) (drainage area)
//   spl-n2    one spl_eroder step, K = 2e-5, m = 0.5, n = 2, dt = 1000, tolerance 1e-3 (the library's
//             default), over the routes of the surface and their drainage area
//
// The checksum (the sum of the result) shows the work was done and lets two runs be compared.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "xtensor/xtensor.hpp"

#include "fastscapelib/eroders/spl.hpp"
#include "fastscapelib/flow/flow_graph.hpp"
#include "fastscapelib/flow/flow_router.hpp"
#include "fastscapelib/grid/raster_grid.hpp"

namespace fs = fastscapelib;
using clock_type = std::chrono::steady_clock;

static void report(const char* name, std::vector<double> ms, double checksum)
{
    std::sort(ms.begin(), ms.end());
    std::printf("%s %.4f %.4f %.9g\n", name, ms.front(), ms[ms.size() / 2], checksum);
}

static double since(clock_type::time_point start)
{
    return std::chrono::duration<double, std::milli>(clock_type::now() - start).count();
}

int main(int argc, char** argv)
{
    if (argc != 6)
    {
        std::fprintf(stderr, "usage: %s FILE ROWS COLUMNS SPACING REPEATS\n", argv[0]);
        return 2;
    }
    const std::size_t rows = std::strtoul(argv[2], nullptr, 10);
    const std::size_t columns = std::strtoul(argv[3], nullptr, 10);
    const double spacing = std::strtod(argv[4], nullptr);
    const int repeats = std::atoi(argv[5]);
    if (rows < 3 || columns < 3 || !(spacing > 0) || repeats < 1)
    {
        std::fprintf(stderr, "ROWS and COLUMNS must be at least 3, SPACING above 0, REPEATS at least 1\n");
        return 2;
    }
    std::vector<float> raw(rows * columns);
    std::ifstream in(argv[1], std::ios::binary);
    if (!in.read(reinterpret_cast<char*>(raw.data()), static_cast<std::streamsize>(raw.size() * 4)))
    {
        std::fprintf(stderr, "cannot read %zu floats from %s\n", raw.size(), argv[1]);
        return 1;
    }
    xt::xtensor<double, 2> elevation = xt::empty<double>({ rows, columns });
    for (std::size_t i = 0; i < raw.size(); ++i)
    {
        elevation.flat(i) = raw[i];
    }

    auto grid = fs::raster_grid<>({ rows, columns }, { spacing, spacing }, fs::node_status::fixed_value);
    fs::flow_graph<fs::raster_grid<>> graph(grid, { fs::single_flow_router() });

    std::vector<double> ms;
    double checksum = 0;
    for (int r = 0; r < repeats; ++r)
    {
        auto start = clock_type::now();
        graph.update_routes(elevation);
        auto area = graph.accumulate(1.0);
        ms.push_back(since(start));
        checksum = xt::sum(area)();
    }
    report("routing", ms, checksum);

    auto area = graph.accumulate(1.0);
    auto eroder = fs::make_spl_eroder(graph, 2e-5, 0.5, 2.0, 1e-3);
    ms.clear();
    for (int r = 0; r < repeats; ++r)
    {
        auto start = clock_type::now();
        const auto& erosion = eroder.erode(elevation, area, 1000.0);
        ms.push_back(since(start));
        checksum = xt::sum(erosion)();
    }
    report("spl-n2", ms, checksum);
    return 0;
}
