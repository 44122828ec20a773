import Canopy
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Foundation

/// The shift-enabled example screen, reporting the header's scroll phase to behaviour
/// snapshots: a user's screen as it would adopt `BehaviorSnapshotReporting`.
final class ReportingShiftScreen: HeaderListScreen, BehaviorSnapshotReporting {
    init() { super.init(title: "Shifting header", color: Palette.teal) }

    override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .enabled
    }

    var behaviorValues: [(name: String, value: String)] {
        let header = headerViewController.headerView
        return [
            ("phase", "\(header.scrollPhase)"),
            ("progress", String(format: "%.2f", Double(header.scrollPhasePercentage))),
        ]
    }
}

/// A screen with no scroll node at all.
final class StaticScreen: ViewControllerNode {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
