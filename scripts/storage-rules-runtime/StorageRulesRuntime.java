// The Cloud Storage rules runtime that firebase-tools' Storage emulator talks to, built on the rules
// compiler and evaluator inside the Cloud SDK's Firestore emulator jar. firebase-tools runs it as
// `java -jar <jar> serve` and exchanges one JSON object per line on stdin/stdout:
//   in:  {id, action: 'load_ruleset', context: {rulesetName, source: {files: [{name, content}]}}}
//   in:  {id, action: 'verify', context: {rulesetName, path, method, variables: {request, resource}}}
//   out: {id, status: 'ok', result: {rulesVersion} | {permit}, errors: [...], warnings: [...]}
// A rule calling firestore.get/exists sends {server_request_id, action: 'fetch_firestore_document',
// context: {path}} and waits for the line that comes back with that id.
// Only protocol lines may reach stdout: everything else goes to stderr.

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;

public final class StorageRulesRuntime {
  private static final Map<String, RulesetAst> RULESETS = new ConcurrentHashMap<>();
  private static final Map<Long, Verification> VERIFICATIONS = new ConcurrentHashMap<>();
  private static final LinkedBlockingQueue<String> OUTBOX = new LinkedBlockingQueue<>();
  private static final ExecutorService EVALUATION = Executors.newSingleThreadExecutor();
  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser().ignoringUnknownFields();

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    PrintStream protocol = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    // Library logging that writes to System.out would corrupt the protocol.
    System.setOut(System.err);
    startWriter(protocol);

    JsonObject ready = answer(-1);
    ready.add("result", new JsonObject());
    send(ready);

    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      final JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: unreadable line: " + line);
        continue;
      }
      EVALUATION.execute(() -> handle(message));
    }
    EVALUATION.shutdown();
    System.exit(0);
  }

  /**
   * One thread writes every line whole, so two answers never interleave. firebase-tools parses each
   * chunk it reads as one JSON object, and two lines that reach the pipe before it reads are one
   * chunk: the launcher preloads scripts/lib/rules-runtime-lines.cjs into firebase-tools, which
   * hands its reader one line at a time.
   */
  private static void startWriter(PrintStream protocol) {
    Thread writer =
        new Thread(
            () -> {
              try {
                while (true) {
                  protocol.print(OUTBOX.take() + "\n");
                  protocol.flush();
                }
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "protocol-writer");
    writer.setDaemon(true);
    writer.start();
  }

  private static void send(JsonObject message) {
    OUTBOX.add(message.toString());
  }

  private static JsonObject answer(long id) {
    JsonObject out = new JsonObject();
    out.addProperty("id", id);
    out.addProperty("status", "ok");
    out.add("errors", new JsonArray());
    out.add("warnings", new JsonArray());
    return out;
  }

  private static void handle(JsonObject message) {
    long id = message.has("id") ? message.get("id").getAsLong() : -2;
    try {
      if (!message.has("action")) {
        Verification waiting = VERIFICATIONS.get(id);
        if (waiting == null) System.err.println("storage rules runtime: no request " + id);
        else waiting.fetched(message);
        return;
      }
      String action = message.get("action").getAsString();
      JsonObject context = message.getAsJsonObject("context");
      switch (action) {
        case "load_ruleset" -> loadRuleset(id, context);
        case "verify" -> verify(id, context);
        default -> {
          JsonObject out = answer(id);
          out.getAsJsonArray("errors").add("Unknown action " + action);
          send(out);
        }
      }
    } catch (Exception e) {
      // Always answer: firebase-tools waits forever for a request that gets no line back.
      e.printStackTrace(System.err);
      JsonObject out = answer(id);
      out.getAsJsonArray("errors").add(String.valueOf(e));
      send(out);
    }
  }

  private static void loadRuleset(long id, JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    PROTO_JSON.merge(context.get("source").toString(), source);
    CompileResult compiled =
        FirebaseRulesProtoCompiler.createStandalone(
                FirebaseRulesLangOptions.builder()
                    .allowTernaryOperator(true)
                    .allowCrossServiceRules(true)
                    .build())
            .compile(source.build());

    JsonObject out = answer(id);
    for (Issue issue : compiled.getIssues()) {
      String bucket = issue.getSeverity() == Issue.Severity.ERROR ? "errors" : "warnings";
      out.getAsJsonArray(bucket).add(describe(issue));
    }
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      RULESETS.put(context.get("rulesetName").getAsString(), ast);
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      out.add("result", result);
    } else if (out.getAsJsonArray("errors").isEmpty()) {
      out.getAsJsonArray("errors").add("The ruleset does not compile");
    }
    send(out);
  }

  /** The shape firebase-tools parses to log "<description> in <file>:<line>". */
  private static String describe(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", at.getFileName());
    position.addProperty("line_", at.getLine());
    position.addProperty("column_", at.getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverity().name());
    return json.toString();
  }

  private static void verify(long id, JsonObject context) throws Exception {
    RulesetAst ast = RULESETS.get(context.get("rulesetName").getAsString());
    if (ast == null) throw new IllegalStateException("No ruleset " + context.get("rulesetName"));
    JsonObject variables = context.getAsJsonObject("variables");
    ExpressionValue request = expression(variables.get("request"));
    ExpressionValue resource = expression(variables.get("resource"));
    Verification verification =
        new Verification(id, path(context.get("path").getAsString()), request.getMapValue(), resource);
    VERIFICATIONS.put(id, verification);

    String method = context.get("method").getAsString();
    AuthRuleEvaluator.RuleContext rules =
        switch (method) {
          case "get" -> FirebaseStorageGetContextConverter.convert(verification);
          case "list" -> FirebaseStorageListContextConverter.convert(verification);
          case "create" -> FirebaseStorageCreateContextConverter.convert(verification);
          case "update" -> FirebaseStorageUpdateContextConverter.convert(verification);
          case "delete" -> FirebaseStorageDeleteContextConverter.convert(verification);
          default -> throw new IllegalArgumentException("Unknown method " + method);
        };
    ListenableFuture<EvaluationResult> result = new DefaultEvaluator(ast).evaluate(rules);
    Futures.addCallback(
        result,
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult evaluation) {
            finish(id, evaluation.permit(), null);
          }

          @Override
          public void onFailure(Throwable error) {
            finish(id, false, "Permission denied: the rules could not be evaluated: " + error);
          }
        },
        EVALUATION);
  }

  private static void finish(long id, boolean permit, String warning) {
    VERIFICATIONS.remove(id);
    JsonObject out = answer(id);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    out.add("result", result);
    if (warning != null) out.getAsJsonArray("warnings").add(warning);
    send(out);
  }

  private static ExpressionValue expression(JsonElement json) throws Exception {
    if (json == null || json.isJsonNull()) return nullValue();
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    PROTO_JSON.merge(json.toString(), value);
    return value.build();
  }

  private static ExpressionValue nullValue() {
    return ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
  }

  private static ExpressionPathValue path(String slashed) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : slashed.split("/")) {
      if (!segment.isEmpty()) path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return path.build();
  }

  private static String slashed(ExpressionPathValue path) {
    StringBuilder out = new StringBuilder();
    for (ExpressionPathSegmentValue segment : path.getSegmentsList()) out.append('/').append(segment.getSimple());
    return out.toString();
  }

  /**
   * One request being evaluated. It is the context of every storage method (they share one shape),
   * and it sends its Firestore look-ups one at a time: firebase-tools routes the answer by the
   * request's id, so two look-ups in flight for the same id would lose one.
   */
  private static final class Verification
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    private final long id;
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;
    private final ArrayDeque<Lookup> queued = new ArrayDeque<>();
    private Lookup inFlight;

    Verification(long id, ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource) {
      this.id = id;
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      System.err.println("debug: " + value);
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition at) {
      return lookup(slashed(document), false);
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition at) {
      return lookup(slashed(document), true);
    }

    private synchronized ListenableFuture<ExpressionValue> lookup(String document, boolean exists) {
      Lookup lookup = new Lookup(document, exists);
      queued.add(lookup);
      if (inFlight == null) sendNext();
      return lookup.answer;
    }

    private void sendNext() {
      inFlight = queued.poll();
      if (inFlight == null) return;
      JsonObject context = new JsonObject();
      context.addProperty("path", inFlight.document);
      JsonObject out = new JsonObject();
      out.addProperty("server_request_id", id);
      out.addProperty("action", "fetch_firestore_document");
      out.addProperty("status", "ok");
      out.add("context", context);
      out.add("errors", new JsonArray());
      out.add("warnings", new JsonArray());
      send(out);
    }

    synchronized void fetched(JsonObject reply) {
      Lookup done = inFlight;
      if (done == null) return;
      boolean found =
          reply.has("status") && reply.get("status").getAsString().equals("ok") && reply.has("result");
      try {
        if (done.exists) {
          done.answer.set(ExpressionValue.newBuilder().setBoolValue(found).build());
        } else if (found) {
          done.answer.set(document(reply.getAsJsonObject("result")));
        } else {
          done.answer.setException(new IllegalStateException("No document at " + done.document));
        }
      } catch (RuntimeException e) {
        done.answer.setException(e);
      }
      sendNext();
    }
  }

  private static final class Lookup {
    final String document;
    final boolean exists;
    final SettableFuture<ExpressionValue> answer = SettableFuture.create();

    Lookup(String document, boolean exists) {
      this.document = document;
      this.exists = exists;
    }
  }

  /** A Firestore REST document as the rules see it: {__name__, id, data}. */
  private static ExpressionValue document(JsonObject rest) {
    String name = rest.get("name").getAsString();
    int databases = name.indexOf("/databases/");
    String relative = databases >= 0 ? name.substring(databases) : name;
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (rest.has("fields")) {
      for (Map.Entry<String, JsonElement> field : rest.getAsJsonObject("fields").entrySet()) {
        data.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
      }
    }
    ExpressionMapValue.Builder doc = ExpressionMapValue.newBuilder();
    doc.putFields("__name__", ExpressionValue.newBuilder().setPathValue(path(relative)).build());
    doc.putFields(
        "id", ExpressionValue.newBuilder().setStringValue(name.substring(name.lastIndexOf('/') + 1)).build());
    doc.putFields("data", ExpressionValue.newBuilder().setMapValue(data).build());
    return ExpressionValue.newBuilder().setMapValue(doc).build();
  }

  private static ExpressionValue firestoreValue(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("stringValue")) return out.setStringValue(value.get("stringValue").getAsString()).build();
    if (value.has("booleanValue")) return out.setBoolValue(value.get("booleanValue").getAsBoolean()).build();
    if (value.has("integerValue")) return out.setIntValue(value.get("integerValue").getAsLong()).build();
    if (value.has("doubleValue")) return out.setFloatValue(value.get("doubleValue").getAsDouble()).build();
    if (value.has("bytesValue")) {
      byte[] bytes = Base64.getDecoder().decode(value.get("bytesValue").getAsString());
      return out.setBytesValue(ByteString.copyFrom(bytes)).build();
    }
    if (value.has("timestampValue")) {
      try {
        return out.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString())).build();
      } catch (java.text.ParseException e) {
        throw new IllegalArgumentException(e);
      }
    }
    if (value.has("referenceValue")) {
      String reference = value.get("referenceValue").getAsString();
      int databases = reference.indexOf("/databases/");
      return out.setPathValue(path(databases >= 0 ? reference.substring(databases) : reference)).build();
    }
    if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) list.addValues(firestoreValue(item.getAsJsonObject()));
      }
      return out.setListValue(list).build();
    }
    if (value.has("mapValue")) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      JsonObject fields = value.getAsJsonObject("mapValue").getAsJsonObject("fields");
      if (fields != null) {
        for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
          map.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
        }
      }
      return out.setMapValue(map).build();
    }
    if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      return out.setLatlngValue(
              com.google.type.LatLng.newBuilder()
                  .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
                  .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0))
          .build();
    }
    return nullValue();
  }
}
