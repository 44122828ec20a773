import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

/// Renders a subject for a strategy, or reports why it cannot be rendered.
///
/// A strategy's snapshot closure cannot throw, and any value it hands back may be written as
/// a golden. So a subject that cannot be rendered (a zero or non-finite size, geometry the
/// renderer refuses) fails the test at once with a message naming the subject and the
/// reason, and the snapshot is withheld: the snapshot library then records nothing and ends
/// the assertion after its `timeout` with a timeout message of its own.
enum CanopyRendering {
    /// The source location of the assertion, captured where the strategy is made (the same
    /// line as the `assertSnapshot` call that uses it).
    struct CallSite: Sendable {
        let filePath: StaticString
        let testName: String
        let line: UInt

        /// Failure images go to `.canopy-failures/<TestFile>/<testName>.line<N>.<role>.png`
        /// beside the test's `Package.swift` (or under `$CANOPY_ARTIFACTS`).
        var artifactsLocation: SnapshotLocation? {
            SnapshotLocation(filePath: "\(filePath)", testName: testName, named: "line\(line)")
        }
    }

    /// A snapshot that calls back with the rendered bitmap, or reports the problem and never does.
    static func snapshot(
        _ call: CallSite, subject: @escaping () -> String, _ render: @escaping () throws -> Bitmap
    ) -> Async<Bitmap> {
        Async { callback in
            switch outcome(subject: subject, render) {
            case .success(let bitmap):
                callback(bitmap)
            case .failure(let problem):
                TestFailure.record(problem.description, filePath: call.filePath, line: call.line)
            }
        }
    }

    /// Why a subject cannot be snapshot; `description` names it and says what to do.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Renders, refusing a bitmap with no pixels or an error from the renderer.
    static func outcome(subject: () -> String, _ render: () throws -> Bitmap) -> Result<Bitmap, Problem> {
        let bitmap: Bitmap
        do {
            bitmap = try render()
        } catch {
            return .failure(Problem(description: "Cannot snapshot \(subject()): \(error). Nothing was recorded."))
        }
        guard bitmap.width > 0, bitmap.height > 0 else {
            return .failure(
                Problem(
                    description:
                        "Cannot snapshot \(subject()): it renders to an empty \(bitmap.width)×\(bitmap.height) px image; give it a non-zero size (set its frame, or size it to fit) first. Nothing was recorded."
                ))
        }
        return .success(bitmap)
    }

    /// The node's diagnostic name and the size of its bounds, e.g. `LabelNode 'title' (0×0 pt)`.
    static func describe(_ view: ViewNode) -> String {
        let size = view.bounds.size
        return "\(view.diagnosticName) (\(number(size.width))×\(number(size.height)) pt)"
    }

    /// A whole number of points without a fractional part, anything else as Swift prints it.
    static func number(_ value: CGFloat) -> String {
        value.isFinite && value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : "\(Double(value))"
    }
}
