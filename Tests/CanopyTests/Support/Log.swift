import Canopy
import Foundation

/// A shared call log that test nodes and controllers append to.
final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] { defer { entries = [] }; return entries }
}

/// A view that logs every framework hook under its name.
final class LoggingView: ViewNode {
    let name: String
    let log: Log
    var onLayout: ((LoggingView) -> Void)?

    init(_ name: String, log: Log, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    private func nameOf(_ v: ViewNode?) -> String {
        guard let v else { return "nil" }
        if let l = v as? LoggingView { return l.name }
        if v is WindowNode { return "W" }
        return v.accessibilityIdentifier ?? "?"
    }

    override func willMove(toSuperview newSuperview: ViewNode?) { log.add("\(name).willMove(toSuperview: \(nameOf(newSuperview)))") }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview()") }
    override func willMove(toWindow newWindow: WindowNode?) { log.add("\(name).willMove(toWindow: \(nameOf(newWindow)))") }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow()") }
    override func willRemoveSubview(_ subview: ViewNode) { log.add("\(name).willRemoveSubview(\(nameOf(subview)))") }
    override func didAddSubview(_ subview: ViewNode) { log.add("\(name).didAddSubview(\(nameOf(subview)))") }
    override func layoutSubviews() { log.add("\(name).layoutSubviews()"); onLayout?(self) }
    override func safeAreaInsetsDidChange() { log.add("\(name).safeAreaInsetsDidChange()") }
}

/// A window that logs its hooks.
final class LoggingWindow: WindowNode {
    let log: Log
    init(device: DeviceProfile, log: Log) {
        self.log = log
        super.init(device: device)
    }
    override func didAddSubview(_ subview: ViewNode) { log.add("W.didAddSubview(\((subview as? LoggingView)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: ViewNode) { log.add("W.willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))") }
    override func layoutSubviews() { log.add("W.layoutSubviews()") }
}

/// A controller whose status-bar answers are settable, as subclasses may make them.
class StatusBarController: ViewControllerNode {
    var hidesStatusBar = false
    var statusBarStyle: StatusBarStyle = .default
    weak var hiddenChild: ViewControllerNode?
    weak var styleChild: ViewControllerNode?
    override var prefersStatusBarHidden: Bool {
        get { hidesStatusBar }
        set { hidesStatusBar = newValue }
    }
    override var preferredStatusBarStyle: StatusBarStyle {
        get { statusBarStyle }
        set { statusBarStyle = newValue }
    }
    override var childForStatusBarHidden: ViewControllerNode? {
        get { hiddenChild }
        set { hiddenChild = newValue }
    }
    override var childForStatusBarStyle: ViewControllerNode? {
        get { styleChild }
        set { styleChild = newValue }
    }
}

/// A controller that logs its lifecycle and whose root view is a `LoggingView` named `<name>.view`.
class LoggingController: StatusBarController {
    let name: String
    let log: Log
    var onViewDidLoad: ((LoggingController) -> Void)?
    var onViewWillAppear: ((LoggingController) -> Void)?
    var onTransition: ((LoggingController, TransitionCoordinator) -> Void)?
    var viewFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() { log.add("\(name).loadView()"); view = LoggingView("\(name).view", log: log, frame: viewFrame) }
    override func viewDidLoad() { log.add("\(name).viewDidLoad()"); onViewDidLoad?(self) }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))"); onViewWillAppear?(self) }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews()") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews()") }
    override func viewSafeAreaInsetsDidChange() { log.add("\(name).viewSafeAreaInsetsDidChange()") }
    override func willMove(toParent parent: ViewControllerNode?) {
        log.add("\(name).willMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? "?" } ?? "nil"))")
    }
    override func didMove(toParent parent: ViewControllerNode?) {
        log.add(
            "\(name).didMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? ($0 is NavigationControllerNode ? "N" : "?") } ?? "nil"))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(size.width)x\(size.height))")
        onTransition?(self, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A scroll delegate that logs every callback.
final class LoggingScrollDelegate: ScrollNodeDelegate {
    let log: Log
    var rewriteTarget: CGPoint?
    var flagsInWillEnd: (tracking: Bool, dragging: Bool)?
    var flagsInDidEnd: (tracking: Bool, dragging: Bool)?
    var logOffsets = false

    init(log: Log) { self.log = log }

    func scrollViewDidScroll(_ s: ScrollNode) { log.add(logOffsets ? "didScroll(\(s.contentOffset.y))" : "didScroll") }
    func scrollViewWillBeginDragging(_ s: ScrollNode) { log.add("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollNode, withVelocity v: CGPoint, targetContentOffset t: inout CGPoint) {
        log.add("willEndDragging(v (\(v.x),\(v.y)), target (\(t.x),\(t.y)))")
        flagsInWillEnd = (s.isTracking, s.isDragging)
        if let r = rewriteTarget { t = r }
    }
    func scrollViewDidEndDragging(_ s: ScrollNode, willDecelerate d: Bool) {
        log.add("didEndDragging(willDecelerate: \(d))")
        flagsInDidEnd = (s.isTracking, s.isDragging)
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollNode) { log.add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollNode) { log.add("didEndDecelerating") }
    func scrollViewDidChangeAdjustedContentInset(_ s: ScrollNode) { log.add("didChangeAdjustedContentInset") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollNode) { log.add("didEndScrollingAnimation") }
}

/// A visible window of `device` whose root controller is a plain controller; the window is
/// returned so the caller keeps the tree alive.
func visibleWindow(_ device: DeviceProfile) -> (window: WindowNode, root: ViewControllerNode) {
    let window = WindowNode(device: device)
    let root = ViewControllerNode()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
}

/// Rect shorthand.
func R(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
/// Point shorthand.
func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// Insets shorthand in (top, left, bottom, right) order.
func I(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> EdgeInsets { EdgeInsets(top: t, left: l, bottom: b, right: r) }

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
/// Whether two rects agree within `tolerance` on every component.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
/// Whether two points agree within `tolerance`.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }
