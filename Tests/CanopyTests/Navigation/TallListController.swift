import Canopy
import Foundation

/// A controller whose root view is a tall scroll view, as a table view controller's is: the
/// navigation bar tests' screen under a bar.
final class TallListController: ViewControllerNode {
    init(title: String) {
        super.init()
        self.title = title
    }

    /// The root view, a 375 × 667 scroll view over 2,000 points of content.
    var list: ScrollNode { view as! ScrollNode }

    override func loadView() {
        let list = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.contentSize = CGSize(width: 375, height: 2000)
        view = list
    }
}
