internal import CCairo
internal import CCanopySupport
import Canopy
import Foundation

/// How two same-size bitmaps differ, pixel by pixel: the engine behind snapshot comparison.
///
/// The per-pixel loop runs in C so it stays fast in debug builds. A pixel *changed* when any
/// of its four bytes differs (also between two fully transparent pixels). Without a colour
/// threshold every changed pixel is *counted*; with one, a changed pixel is counted when its
/// perceptual distance exceeds the threshold and it is not an anti-aliased edge pixel (when
/// detection is on), by pixelmatch's rules, so the count equals pixelmatch's for the same
/// images, threshold and background.
public struct PixelDifference: Sendable, Equatable {
    /// A connected area of counted pixels, at 16-pixel tile granularity.
    public struct Region: Sendable, Equatable {
        /// Pixel rectangle covering the region's tiles, clipped to the image.
        public let bounds: CGRect
        /// Counted pixels inside the region.
        public let pixelCount: Int
    }

    /// Pixels with any byte changed.
    public let changedPixelCount: Int
    /// Pixels beyond the tolerance (what a comparison reports as differing).
    public let differingPixelCount: Int
    /// Pixels beyond the colour threshold that were ignored as anti-aliasing.
    public let antialiasedPixelCount: Int
    /// Largest absolute difference of any channel of any pixel, 0...255.
    public let maxChannelDifference: Int
    /// Largest perceptual (normalised YIQ) distance of any changed pixel, 0...1.
    public let maxDistance: Double
    /// Bounding box of counted pixels in pixels; nil when none.
    public let bounds: CGRect?
    /// The largest regions of counted pixels, biggest first (at most five).
    public let regions: [Region]
    /// Counted pixels red, ignored anti-aliasing yellow, changes within the threshold light
    /// orange, over the reference faded to light grey; nil unless requested.
    public let diffImage: Bitmap?

    /// Tile side for `regions`, in pixels.
    static let tile = 16
}

extension Bitmap {
    /// Compares with `other` (same size required, else nil).
    ///
    /// - Parameters:
    ///   - colorThreshold: nil for exact comparison; otherwise the largest perceptual
    ///     distance (0...1, pixelmatch's normalised YIQ measure) still counted as equal.
    ///   - detectAntialiasing: ignore pixels on anti-aliased edges (threshold mode only).
    ///   - background: what semi-transparent pixels are blended over before colours are
    ///     measured (threshold mode only); pixelmatch 7's checkerboard by default.
    ///   - makeDiffImage: also build `diffImage` when anything changed.
    public func difference(
        from other: Bitmap, colorThreshold: Double? = nil, detectAntialiasing: Bool = false,
        background: PerceptualBackground = .checkerboard, makeDiffImage: Bool = false
    ) -> PixelDifference? {
        guard width == other.width, height == other.height else { return nil }
        let count = width * height
        let tilesAcross = (width + PixelDifference.tile - 1) / PixelDifference.tile
        let tilesDown = (height + PixelDifference.tile - 1) / PixelDifference.tile
        var tiles = [Int32](repeating: 0, count: tilesAcross * tilesDown)
        var mask = makeDiffImage ? [UInt8](repeating: 0, count: count) : []
        var result = canopy_compare_result()
        let threshold = colorThreshold.map { $0.isFinite ? max(0, $0) : 1 } ?? -1
        pixels.withUnsafeBufferPointer { expected in
            other.pixels.withUnsafeBufferPointer { actual in
                tiles.withUnsafeMutableBufferPointer { tilePointer in
                    mask.withUnsafeMutableBufferPointer { maskPointer in
                        canopy_compare(
                            expected.baseAddress, actual.baseAddress, Int32(width), Int32(height), threshold,
                            detectAntialiasing ? 1 : 0, background.cValue, makeDiffImage ? maskPointer.baseAddress : nil,
                            Int32(PixelDifference.tile), tilePointer.baseAddress, &result)
                    }
                }
            }
        }
        var diff: Bitmap?
        if makeDiffImage, result.changed > 0 {
            let out = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialised in
                pixels.withUnsafeBufferPointer { reference in
                    mask.withUnsafeBufferPointer { m in
                        canopy_diff_image(reference.baseAddress, m.baseAddress, Int32(width), Int32(height), buffer.baseAddress)
                    }
                }
                initialised = count * 4
            }
            diff = Bitmap(uncheckedWidth: width, height: height, pixels: out)
        }
        let bounds: CGRect? =
            result.differing > 0
            ? CGRect(
                x: Int(result.min_x), y: Int(result.min_y), width: Int(result.max_x - result.min_x + 1), height: Int(result.max_y - result.min_y + 1))
            : nil
        return PixelDifference(
            changedPixelCount: result.changed, differingPixelCount: result.differing,
            antialiasedPixelCount: result.antialiased, maxChannelDifference: Int(result.max_channel_delta),
            maxDistance: result.max_distance, bounds: bounds,
            regions: Self.regions(tiles: tiles, across: tilesAcross, down: tilesDown, width: width, height: height),
            diffImage: diff)
    }

    /// Groups touching non-empty tiles (8-connected) into regions, largest first.
    private static func regions(tiles: [Int32], across: Int, down: Int, width: Int, height: Int) -> [PixelDifference.Region] {
        var seen = [Bool](repeating: false, count: tiles.count)
        var found: [PixelDifference.Region] = []
        let side = PixelDifference.tile
        for start in tiles.indices where tiles[start] > 0 && !seen[start] {
            var stack = [start]
            seen[start] = true
            var total = 0, minX = Int.max, minY = Int.max, maxX = 0, maxY = 0
            while let index = stack.popLast() {
                let tx = index % across, ty = index / across
                total += Int(tiles[index])
                minX = min(minX, tx); maxX = max(maxX, tx); minY = min(minY, ty); maxY = max(maxY, ty)
                for ny in max(0, ty - 1)...min(down - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(across - 1, tx + 1) {
                        let n = ny * across + nx
                        if tiles[n] > 0 && !seen[n] {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            let x = minX * side, y = minY * side
            let bounds = CGRect(x: x, y: y, width: min(width, (maxX + 1) * side) - x, height: min(height, (maxY + 1) * side) - y)
            found.append(PixelDifference.Region(bounds: bounds, pixelCount: total))
        }
        return Array(
            found.sorted {
                $0.pixelCount != $1.pixelCount ? $0.pixelCount > $1.pixelCount : ($0.bounds.minY, $0.bounds.minX) < ($1.bounds.minY, $1.bounds.minX)
            }.prefix(5))
    }
}

extension PerceptualBackground {
    /// The C comparison's constant for this background.
    fileprivate var cValue: Int32 {
        switch self {
        case .checkerboard: Int32(CANOPY_BACKGROUND_CHECKERBOARD)
        case .white: Int32(CANOPY_BACKGROUND_WHITE)
        }
    }
}
