import CanopyCairo
import Foundation

/// Which frames of a failing filmstrip differ, for the report page to mark them.
enum FilmstripFrameMarks {
    /// One mark per frame rectangle (in pixels of the image), numbered from 1, saying whether
    /// that frame's pixels differ under `tolerance`; every frame differs when the images'
    /// sizes do, since the layout itself changed.
    static func marks(_ frames: [CGRect], expected: Bitmap, actual: Bitmap, tolerance: SnapshotTolerance)
        -> [SnapshotFailureManifest.FrameMark]
    {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        return frames.enumerated().map { index, rect in
            var differs = true
            if sameSize, let a = BehaviorFilmstrip.crop(expected, rect), let b = BehaviorFilmstrip.crop(actual, rect) {
                differs = !compareImages(a, b, tolerance: tolerance, makingDiffImage: false).isMatch
            }
            return SnapshotFailureManifest.FrameMark(
                number: index + 1, x: Int(rect.minX.rounded(.down)), y: Int(rect.minY.rounded(.down)),
                width: Int(rect.width.rounded(.up)), height: Int(rect.height.rounded(.up)), differs: differs)
        }
    }

}
