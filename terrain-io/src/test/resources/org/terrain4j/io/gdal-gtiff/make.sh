#!/bin/sh
# Rebuilds the GeoTIFF fixtures of this folder (see README.md) with GDAL's gdal_translate, after the
# recipes of GDAL's autotest/gcore/data/gtiff/generate_test_files.sh and the files of autotest/gcore/data,
# from a 20 x 20 window of data/N57E011.hgt placed where GDAL's byte.tif lies (EPSG:26711, 60 m cells).
# Then writes GDAL's reading of each readable file as AAIGrid (*.asc, 17 significant digits).
# Usage: sh make.sh PATH/TO/N57E011.hgt   (run in this folder)
set -e
HGT=${1:?usage: sh make.sh PATH/TO/N57E011.hgt}
T="gdal_translate -q"
$T -ot Float64 -srcwin 1150 400 27 27 -outsize 20 20 -r bilinear -a_nodata none -scale 0 117 -3.3 1234.567 -a_srs EPSG:26711 \
   -a_ullr 440720 3751320 441920 3750120 "$HGT" base.vrt.tif
# gcore/data: one file per sample type, striped, uncompressed
$T -ot Int16 base.vrt.tif int16.tif
$T -ot UInt16 base.vrt.tif uint16.tif
$T -ot Int32 base.vrt.tif int32.tif
$T -ot Float32 base.vrt.tif float32.tif
$T -ot Float64 base.vrt.tif float64.tif
# gcore/data/gtiff: compressions, predictors, tiles, byte order
$T -ot UInt16 -co COMPRESS=LZW -co PREDICTOR=2 base.vrt.tif uint16_LZW_predictor_2.tif
$T -ot UInt32 -co COMPRESS=LZW -co PREDICTOR=2 base.vrt.tif uint32_LZW_predictor_2.tif
$T -ot Float32 -co COMPRESS=LZW -co PREDICTOR=2 base.vrt.tif float32_LZW_predictor_2.tif
$T -ot Float64 -co COMPRESS=LZW -co PREDICTOR=2 base.vrt.tif float64_LZW_predictor_2.tif
$T -ot Float32 -co COMPRESS=LZW -co PREDICTOR=3 base.vrt.tif float32_LZW_predictor_3.tif
$T -ot Float64 -co COMPRESS=LZW -co PREDICTOR=3 base.vrt.tif float64_LZW_predictor_3.tif
$T -ot Float32 -co COMPRESS=LZW -co PREDICTOR=3 -co ENDIANNESS=BIG base.vrt.tif float32_lzw_predictor_3_big_endian.tif
$T -ot Int16 -co ENDIANNESS=BIG base.vrt.tif int16_big_endian.tif
$T -ot Int16 -co COMPRESS=DEFLATE base.vrt.tif int16_DEFLATE.tif
$T -ot Int16 -co COMPRESS=DEFLATE -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 base.vrt.tif int16_DEFLATE_tiled.tif
$T -ot Float32 -co COMPRESS=DEFLATE -co PREDICTOR=2 -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 base.vrt.tif float32_DEFLATE_predictor_2_tiled.tif
$T -ot Float64 -co COMPRESS=DEFLATE -co PREDICTOR=2 base.vrt.tif float64_DEFLATE_predictor_2.tif
$T -ot Int32 -co COMPRESS=PACKBITS base.vrt.tif int32_PACKBITS.tif
$T -ot Int32 -co COMPRESS=PACKBITS -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 base.vrt.tif int32_PACKBITS_tiled.tif
$T -ot UInt16 -co COMPRESS=NONE -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 base.vrt.tif uint16_NONE_tiled.tif
# no-data, pixel-is-point, a COG
$T -ot Int16 -a_nodata 970 base.vrt.tif int16_nodata.tif
$T -ot Float32 -mo AREA_OR_POINT=Point base.vrt.tif float32_pixel_is_point.tif
$T -of COG -ot Float32 -co BLOCKSIZE=128 -co COMPRESS=DEFLATE -co PREDICTOR=YES -co OVERVIEWS=NONE base.vrt.tif float32_cog.tif
# BigTIFF (GDAL's bigtiff_* files are bytes; these are the listed types)
$T -ot Int16 -co BIGTIFF=YES base.vrt.tif bigtiff_int16_one_strip.tif
$T -ot Int16 -co BIGTIFF=YES -co BLOCKYSIZE=5 -co ENDIANNESS=BIG base.vrt.tif bigtiff_int16_four_strip_be.tif
$T -ot Float32 -co BIGTIFF=YES -co COMPRESS=DEFLATE -co PREDICTOR=3 -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 base.vrt.tif bigtiff_float32_DEFLATE_predictor_3_tiled.tif
$T -ot Float64 -co BIGTIFF=YES -co COMPRESS=LZW -co PREDICTOR=3 base.vrt.tif bigtiff_float64_LZW_predictor_3.tif
# outside the listed types: refused by name
$T -ot Int64 base.vrt.tif int64.tif
$T -ot UInt64 -co COMPRESS=LZW -co PREDICTOR=2 base.vrt.tif uint64_LZW_predictor_2.tif
$T -ot Float32 -co NBITS=16 base.vrt.tif float16.tif
$T -ot CInt16 base.vrt.tif cint16.tif
$T -ot CFloat32 base.vrt.tif cfloat32.tif
$T -ot Byte -co PIXELTYPE=SIGNEDBYTE base.vrt.tif int8.tif
$T -ot Byte -scale -co COMPRESS=ZSTD base.vrt.tif byte_ZSTD.tif
$T -ot Byte -scale -co COMPRESS=LZMA base.vrt.tif byte_LZMA.tif
$T -ot Byte -scale -co COMPRESS=LERC base.vrt.tif byte_LERC.tif
$T -ot Byte -scale -co COMPRESS=JPEG base.vrt.tif byte_JPEG.tif
$T -ot Byte -scale -b 1 -b 1 -b 1 -co COMPRESS=DEFLATE base.vrt.tif rgbsmall_DEFLATE.tif
$T -ot Int16 -b 1 -b 1 -co INTERLEAVE=BAND base.vrt.tif int16_2_bands_separate.tif
# GDAL's scale and offset (GDAL_METADATA, tag 42112): GDAL's reading is its -unscale to Float32
$T -ot Int16 -a_scale 0.5 -a_offset 1000 base.vrt.tif int16_scale_offset.tif
$T -ot Int16 -a_scale 0.5 -a_offset 1000 -a_nodata 970 -co COMPRESS=LZW base.vrt.tif int16_nodata_scale_offset_LZW.tif
$T -ot UInt32 -a_scale 0.001 -a_offset -3.3 -co COMPRESS=DEFLATE -co TILED=YES -co BLOCKXSIZE=16 -co BLOCKYSIZE=16 \
   -scale -3.3 1234.567 0 1237867 base.vrt.tif uint32_scale_offset_DEFLATE_tiled.tif
$T -ot Float32 -a_scale -2 -a_offset 0.25 base.vrt.tif float32_scale_offset.tif
rm base.vrt.tif
for f in *.tif; do
  case $f in int64.tif|uint64_*|float16.tif|cint16.tif|cfloat32.tif|int8.tif|byte_*|rgbsmall_*|int16_2_bands_*) continue;; esac
  case $f in *_scale_*) U="-unscale -ot Float32";; *) U="";; esac
  gdal_translate -q $U -of AAIGrid -co SIGNIFICANT_DIGITS=17 "$f" "${f%.tif}.asc"
  rm -f "${f%.tif}.asc.aux.xml" "${f%.tif}.prj"
done
