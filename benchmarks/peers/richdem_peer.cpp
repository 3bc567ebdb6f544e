// Times RichDEM's depression fills on a grid terrain4j wrote, inside one process, so the figures leave
// out the program's start-up and the file read. Built by benchmarks/peers/build.sh; run by table.sh.
//
//   richdem_peer FILE ROWS COLUMNS REPEATS
//
// FILE holds ROWS × COLUMNS little-endian float32 heights, row by row (unfilled). The grid's edge cells
// are its outlets (RichDEM's default, as terrain4j's DrainageGrid.of). Each repeat fills a fresh copy;
// the copy is not timed. Rows printed, one per fill:
//
//   name  minimum-ms  median-ms  checksum
//
//   zhou2016        PriorityFlood_Zhou2016 (flat fill; Zhou, Sun & Fu 2016)
//   barnes2014      PriorityFlood_Barnes2014<D8> (flat fill; Barnes, Lehman & Mulla 2014)
//   barnes2014eps   PriorityFloodEpsilon_Barnes2014<D8> (each filled cell one float step above the last:
//                   the draining fill)
//
// The checksum is the sum of the filled heights.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <vector>

#include <richdem/common/Array2D.hpp>
#include <richdem/depressions/Barnes2014.hpp>
#include <richdem/depressions/Zhou2016.hpp>

using clock_type = std::chrono::steady_clock;
using richdem::Array2D;

static void time_fill(const char* name, const std::vector<float>& raw, int columns, int rows, int repeats,
                      const std::function<void(Array2D<float>&)>& fill)
{
    std::vector<double> ms;
    double checksum = 0;
    for (int r = 0; r < repeats; ++r)
    {
        Array2D<float> dem(columns, rows, 0.0f);
        for (int i = 0; i < rows * columns; ++i)
        {
            dem(i) = raw[i];
        }
        dem.setNoData(-1e30f);
        auto start = clock_type::now();
        fill(dem);
        ms.push_back(std::chrono::duration<double, std::milli>(clock_type::now() - start).count());
        checksum = 0;
        for (int i = 0; i < rows * columns; ++i)
        {
            checksum += dem(i);
        }
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%s %.4f %.4f %.9g\n", name, ms.front(), ms[ms.size() / 2], checksum);
}

int main(int argc, char** argv)
{
    if (argc != 5)
    {
        std::fprintf(stderr, "usage: %s FILE ROWS COLUMNS REPEATS\n", argv[0]);
        return 2;
    }
    const int rows = std::atoi(argv[2]);
    const int columns = std::atoi(argv[3]);
    const int repeats = std::atoi(argv[4]);
    if (rows < 3 || columns < 3 || repeats < 1)
    {
        std::fprintf(stderr, "ROWS and COLUMNS must be at least 3, REPEATS at least 1\n");
        return 2;
    }
    std::vector<float> raw(static_cast<std::size_t>(rows) * columns);
    std::ifstream in(argv[1], std::ios::binary);
    if (!in.read(reinterpret_cast<char*>(raw.data()), static_cast<std::streamsize>(raw.size() * 4)))
    {
        std::fprintf(stderr, "cannot read %zu floats from %s\n", raw.size(), argv[1]);
        return 1;
    }
    time_fill("zhou2016", raw, columns, rows, repeats,
              [](Array2D<float>& d) { richdem::PriorityFlood_Zhou2016(d); });
    time_fill("barnes2014", raw, columns, rows, repeats,
              [](Array2D<float>& d) { richdem::PriorityFlood_Barnes2014<richdem::Topology::D8>(d); });
    time_fill("barnes2014eps", raw, columns, rows, repeats,
              [](Array2D<float>& d) { richdem::PriorityFloodEpsilon_Barnes2014<richdem::Topology::D8>(d); });
    return 0;
}
