import Canopy

/// Collects `traitCollectionDidChange(_:)` calls from views and controllers, in order.
final class TraitLog {
    var entries: [String] = []
    /// What each node saw in its callbacks, read back from the node at call time.
    var seen: [String: TraitCollection] = [:]
    /// The previous traits each node's latest callback received.
    var previous: [String: TraitCollection] = [:]
}

/// A view that records its trait callbacks under its accessibility identifier.
final class TraitRecordingView: ViewNode {
    let log: TraitLog
    var onChange: ((TraitRecordingView) -> Void)?

    init(_ name: String, log: TraitLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        accessibilityIdentifier = name
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append(accessibilityIdentifier ?? "?")
        log.seen[accessibilityIdentifier ?? "?"] = traitCollection
        log.previous[accessibilityIdentifier ?? "?"] = previousTraitCollection
        onChange?(self)
    }
}

/// A controller whose root view is a `TraitRecordingView`; both record under `name`.
final class TraitRecordingController: ViewControllerNode {
    let name: String
    let log: TraitLog

    init(_ name: String, log: TraitLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() {
        view = TraitRecordingView("\(name).view", log: log)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append(name)
        log.seen[name] = traitCollection
    }
}

/// A visible window on `device` with a root controller, a subview and a child controller
/// whose view sits inside the root view: the tree most trait tests start from.
struct TraitTree {
    let log = TraitLog()
    let window: WindowNode
    let root: TraitRecordingController
    let child: TraitRecordingController
    let subview: TraitRecordingView
    let leaf: TraitRecordingView

    init(device: DeviceProfile = .iPhone15) {
        window = WindowNode(device: device)
        root = TraitRecordingController("root", log: log)
        child = TraitRecordingController("child", log: log)
        subview = TraitRecordingView("subview", log: log)
        leaf = TraitRecordingView("leaf", log: log)
        window.rootViewController = root
        root.view.addSubview(subview)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.view.addSubview(leaf)
        window.makeKeyAndVisible()
        log.entries = []
        log.seen = [:]
    }
}
