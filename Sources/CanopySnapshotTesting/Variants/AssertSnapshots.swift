import Canopy
import CanopyCairo
import Foundation

/// Asserts that `window` matches one golden per variant of `variants`, changing the window in
/// place for each: its device when the variant sets one, and its trait overrides.
///
/// Goldens are `Snapshots/<TestFileName>/<testName>.<variant>.png`, the variant's name listing
/// the axes it sets (`SnapshotVariant.name`), e.g. `screen.iPhoneSE.dark.rtl.png`. Each
/// golden records, compares and reports as `assertSnapshot(of:)` does; a failure's message
/// starts with `Variant <name>:`; when any variant records or fails, a contact sheet of every
/// variant, `<testName>.variants.png`, is written beside the failure artifacts and named in the
/// first message. The tree of views is kept between variants — a variant is a
/// trait change, as on a device — and the window's device and overrides are restored
/// afterwards. An empty set, a variant with no axis or two variants of one name fail the
/// test without rendering.
public func assertSnapshots(
    of window: WindowNode, variants: SnapshotVariants, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let results = VariantSnapshots.outcomes(
        of: window, variants: variants, tolerance: tolerance, record: record, filePath: "\(file)", testName: testName)
    for result in results {
        guard let message = result.outcome.failureMessage else { continue }
        var attachments: [URL] = []
        if case .failed(_, let artifacts) = result.outcome { attachments = artifacts }
        SnapshotReporter.fail(message, attachments: attachments, file: file, line: line)
    }
}

/// Asserts that `controller`, hosted in a new window of `device`, matches one golden per
/// variant of `variants`; see the window overload for names, order and reporting.
public func assertSnapshots(
    of controller: ViewControllerNode, on device: DeviceProfile, variants: SnapshotVariants,
    tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    let window = WindowNode(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    assertSnapshots(
        of: window, variants: variants, tolerance: tolerance, record: record, file: file, testName: testName, line: line)
}

/// The steps of a variant matrix: validate the set, apply each variant, verify its golden.
enum VariantSnapshots {
    /// One variant's result; a failure's message already names the variant.
    struct Result {
        let variant: SnapshotVariant?
        let outcome: SnapshotOutcome
    }

    static func outcomes(
        of window: WindowNode, variants: SnapshotVariants, tolerance: SnapshotTolerance, record: SnapshotRecordMode?,
        filePath: String, testName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [Result] {
        if let problem = variants.problem {
            return [Result(variant: nil, outcome: .failed(message: "Variant snapshots of \(testName) not taken: \(problem)."))]
        }
        let originalDevice = window.device
        let originalOverrides = window.traitOverrides
        window.layoutIfNeeded()
        let positions = ScrollPositions(of: window)
        defer {
            window.traitOverrides = originalOverrides
            if window.device != originalDevice {
                window.device = originalDevice
                window.layoutIfNeeded()
                positions.restore(in: window)
            }
            window.layoutIfNeeded()
        }
        var entries: [VariantContactSheet.Entry] = []
        var results = variants.variants.map { variant in
            apply(variant, to: window, device: originalDevice, overrides: originalOverrides, positions: positions)
            var metadata = RenderEnvironment.metadata(scale: window.scale, device: window.device)
            metadata["Canopy-Traits"] = window.traitCollection.description
            var image: Bitmap?
            let outcome = SnapshotAssertion.outcome(
                named: variant.name, tolerance: tolerance, record: record, filePath: filePath, testName: testName,
                metadata: metadata, environment: environment, tree: { TreeSnapshot(of: window) }
            ) { renderer in
                let bitmap = try renderer.render(window)
                image = bitmap
                return bitmap
            }
            if let image { entries.append(VariantContactSheet.Entry(variant: variant, image: image, outcome: outcome)) }
            return Result(variant: variant, outcome: named(outcome, variant))
        }
        if let location = SnapshotLocation(filePath: filePath, testName: testName, named: nil, environment: environment),
            let sheet = VariantContactSheet.writeIfNeeded(entries, location: location, testName: testName),
            let first = results.firstIndex(where: { $0.outcome != .matched })
        {
            results[first] = Result(variant: results[first].variant, outcome: withSheet(results[first].outcome, sheet))
        }
        return results
    }

    /// `outcome` with the matrix's contact sheet named in its message and attached.
    static func withSheet(_ outcome: SnapshotOutcome, _ sheet: URL) -> SnapshotOutcome {
        let note = "\nEvery variant side by side: \(sheet.path)"
        switch outcome {
        case .matched: return .matched
        case .recorded(let message): return .recorded(message: message + note)
        case .failed(let message, let artifacts): return .failed(message: message + note, artifacts: artifacts + [sheet])
        }
    }

    /// Sets the window to `variant`: its device (else the original) and its overrides over
    /// the original ones, then lays the tree out; after a device change each scroll view is
    /// put back as far past its resting place as it was before the matrix (`positions`).
    static func apply(
        _ variant: SnapshotVariant, to window: WindowNode, device: DeviceProfile, overrides: TraitOverrides, positions: ScrollPositions
    ) {
        let target = variant.device ?? device
        let changesDevice = window.device != target
        if changesDevice { window.device = target }
        window.traitOverrides = variant.overrides(over: overrides)
        window.layoutIfNeeded()
        if changesDevice { positions.restore(in: window) }
    }

    /// `outcome` with its message prefixed by the variant's name.
    static func named(_ outcome: SnapshotOutcome, _ variant: SnapshotVariant) -> SnapshotOutcome {
        switch outcome {
        case .matched: .matched
        case .recorded(let message): .recorded(message: "Variant \(variant.name): \(message)")
        case .failed(let message, let artifacts): .failed(message: "Variant \(variant.name): \(message)", artifacts: artifacts)
        }
    }
}
